import classes from './SkipLink.module.css';

export const MAIN_ID = 'contenu';

/**
 * « Aller au contenu »: the first Tab of every page skips the top bar and the menu (15 presses before). The page is
 * not made focusable itself (a focusable `main` unsettled the keyboard drag and drop of the card): following the
 * link moves the browser's focus starting point there, so the next Tab lands in the page.
 */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_ID}`}>
      Aller au contenu
    </a>
  );
}
