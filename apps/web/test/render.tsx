/**
 * The app's providers for the web unit tests: Mantine in its test mode (no transitions, no portals), modals,
 * a fresh query cache per render, toasts on demand, optionally a memory router. The API is `fake-api.ts`.
 */
import '@fitfit/contracts/errors';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach } from 'vitest';
import { ToastHost } from '../src/ui/ToastHost';

/** jsdom has no layout: what Mantine reads of it. `phone` makes every `max-width` media query match. */
// React's act() warnings are meant for a test environment: say it is one (vitest runs without globals).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let phone = false;
export const setPhone = (value: boolean) => {
  phone = value;
};
window.matchMedia = (query: string) =>
  ({
    matches: phone && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  phone = false;
});

export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** The providers of App.tsx, toasts included, around `ui`; `routes` renders a memory router instead. */
export const renderApp = (ui: ReactNode, { client = newQueryClient(), toasts = false } = {}) => {
  const view = render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider labels={{ confirm: 'Continuer', cancel: 'Annuler' }}>
          {ui}
          {toasts && <ToastHost scheme="light" />}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, client };
};

/** `renderApp` of a memory router starting at `url`; returns the router to read or change its location. */
export const renderRoutes = (routes: RouteObject[], url: string, options: { client?: QueryClient; toasts?: boolean } = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { ...renderApp(<RouterProvider router={router} />, options), router };
};
