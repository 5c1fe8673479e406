import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadFirstScreen } from './app/firstScreen';
import { splashDelayMs } from './lib/settings';
import { Splash } from './ui/Splash';

// The entry holds React and the splash only (its styles are inline): Mantine's styles come with the App chunk,
// the signed-in area's (dates, spotlight) with the shell, so the first paint waits for none of them.

const delay = splashDelayMs();
// PRODUCT §1: a screen too narrow or a browser too old gets /display-issue instead of a broken back office.
const unsupported = window.innerWidth < 320 || typeof structuredClone !== 'function' || !('fetch' in window);
if (unsupported && window.location.pathname !== '/display-issue') window.location.replace('/display-issue');
else preloadFirstScreen();
// The application loads lazily after a deliberate delay, with the "Chargement..." splash meanwhile (SPEC §1).
const App = lazy(() => Promise.all([import('./app/App'), new Promise((resolve) => setTimeout(resolve, delay))]).then(([module]) => module));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<Splash />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
