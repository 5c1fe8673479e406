import { startSessionCalls } from './session/earlyCalls';
import { hasValidToken } from './session/store';

/**
 * Starts downloading the first screen's code while the splash shows, instead of once the router has run: the signed-in
 * area (guards, layouts) and the page at the URL for a stored session, with the session's first calls, the sign-in
 * page otherwise (where a signed-out visit ends). Only modules are loaded here; nothing renders before the application
 * does (SPEC §1).
 */
export const preloadFirstScreen = () => {
  const signedIn = hasValidToken();
  if (signedIn) startSessionCalls(window.location.pathname);
  // The application first, so that Mantine's core styles are linked before those of the screen (the dates', the
  // spotlight's), in the order the application has always loaded them.
  const app = import('./App');
  const loading: Promise<unknown>[] = [app];
  // Two statements, not a conditional expression: the minifier made one call of the two imports' preloads, with the
  // sign-in page's dependencies for both.
  if (signedIn) {
    loading.push(import('./Shell'));
    // the page's own chunk, which the router would otherwise ask for once the shell has loaded and rendered
    loading.push(app.then(({ preloadPage }) => preloadPage(window.location.pathname)));
  } else {
    loading.push(import('../modules/auth/pages/LoginPage'));
  }
  for (const promise of loading) promise.catch(() => {}); // a failed download is retried, and reported, by the router's own import
};
