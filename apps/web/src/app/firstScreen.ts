import { hasValidToken } from './session/store';

/**
 * Starts downloading the first screen's code while the splash shows, instead of once the router has run: the signed-in
 * area (guards, layouts) for a stored session, the sign-in page otherwise (where a signed-out visit ends). Only
 * modules are loaded here; nothing renders before the application does (SPEC §1).
 */
export const preloadFirstScreen = () => {
  // The application first, so that Mantine's core styles are linked before those of the screen (the dates', the
  // spotlight's), in the order the application has always loaded them.
  const loading = [import('./App'), hasValidToken() ? import('./Shell') : import('../modules/auth/pages/LoginPage')];
  for (const promise of loading) promise.catch(() => {}); // a failed download is retried, and reported, by the router's own import
};
