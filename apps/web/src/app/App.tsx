// Mantine's styles of the first screens only (the rest comes with the signed-in area and the other public pages).
import './mantine-first-screen.css';
// zod's French messages (z.config) for every screen, as when the whole contracts package was in the entry.
import '@fitfit/contracts/errors';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import '../lib/dates';
import { ApiError } from '../lib/http';
import { GlobalLoader } from '../ui/globalLoader';
import { ToastHost } from '../ui/ToastHost';
import { createRouter } from './router';
import { getSession, isExpired, session, useSession } from './session/store';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

/** Expires the session at tokenExpiresAt: stored session removed, page reloaded (SPEC §4). */
const useSessionExpiry = () => {
  const expiresAt = useSession((s) => s.tokenExpiresAt);
  useEffect(() => {
    if (!getSession().token) return;
    if (isExpired(expiresAt)) {
      session.expire();
      return;
    }
    const delay = new Date(expiresAt as string).getTime() - Date.now();
    if (delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => session.expire(), delay);
    return () => clearTimeout(timer);
  }, [expiresAt]);
};

// for app/firstScreen.ts, which starts the page's code from the App chunk (a chunk of its own reshuffles the bundle)
export { preloadPage } from './router';

export default function App() {
  const scheme = useSession((s) => s.scheme);
  const router = useMemo(createRouter, []);
  useSessionExpiry();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme={scheme}>
      <DatesProvider settings={{ locale: 'fr', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Continuer', cancel: 'Annuler' }}>
            <RouterProvider router={router} />
            <GlobalLoader />
            <ToastHost scheme={scheme} />
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
