import classes from './SkipLink.module.css';

export const MAIN_ID = 'contenu';

/** « Aller au contenu »: the first Tab of every page skips the top bar and the menu (15 presses before). */
export function SkipLink() {
  return (
    <a className={classes.link} href={`#${MAIN_ID}`}>
      Aller au contenu
    </a>
  );
}
