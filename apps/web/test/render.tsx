/**
 * The app's providers for the web unit tests: Mantine in its test mode (no transitions, no portals), modals,
 * a fresh query cache per render, toasts on demand, optionally a memory router. The API is `fake-api.ts`; what
 * jsdom lacks and the clean-up between tests are in `setup.ts`.
 */
import '@fitfit/contracts/errors';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { ToastHost } from '../src/ui/ToastHost';

/** A query cache as the app's, without retries: a refusal shows at once. */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers of App.tsx around `ui`, the toasts' host if asked; returns the query cache too. */
export const renderApp = (ui: ReactNode, { client = newQueryClient(), toasts = false } = {}) => {
  const wrap = (node: ReactNode) => (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider labels={{ confirm: 'Continuer', cancel: 'Annuler' }}>
          {node}
          {toasts && <ToastHost scheme="light" />}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  const view = render(wrap(ui));
  // new props for `ui`, inside the same providers and cache
  return { ...view, client, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
};

/** `renderApp` of a memory router starting at `url`; returns the router to read or change its location. */
export const renderRoutes = (routes: RouteObject[], url: string, options: { client?: QueryClient; toasts?: boolean } = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { ...renderApp(<RouterProvider router={router} />, options), router };
};
