import { type PageEntry, type PageKey, pages, publicPages } from '@fitfit/contracts';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { pageLoaders } from '../modules/registry';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

const underConstruction = () => import('../ui/UnderConstruction');

const pageLoader = (page: PageEntry<PageKey>) => pageLoaders[page.key] ?? underConstruction;

// The sign-in page is drawn with the first screen's share of Mantine's styles (App.tsx); the other public pages, outside
// the signed-in area that brings the rest (Shell.tsx), load it with their code.
const loadRestOfMantineStyles = () => import('./mantine-rest.css');

const toRoute = (page: PageEntry<PageKey>): RouteObject => ({
  path: page.route,
  handle: { page },
  lazy: async () => {
    const [module] = await Promise.all([
      pageLoader(page)(),
      page.layout === 'public' && page.key !== 'login' ? loadRestOfMantineStyles() : null,
    ]);
    return { Component: module.default };
  },
});

// The signed-in area (guards, layouts, sidebar, quick search) loads only for its pages: /login goes without it.
const loadShell = async () => ({ Component: (await import('./Shell')).Shell });

/** Routes come from the page catalogue; guards and layouts read each route's catalogue entry. */
export const createRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [...publicPages.map(toRoute), { lazy: loadShell, children: pages.map(toRoute) }, { path: '*', element: <NotFound /> }],
    },
  ]);

/** Loads the code of the catalogue page at `pathname`, if any (app/firstScreen.ts), as its route would. */
export const preloadPage = async (pathname: string) => {
  const routes = [...publicPages, ...pages].map((page) => ({ path: page.route, page }));
  const match = matchRoutes(routes, pathname)?.at(-1);
  if (match) await pageLoader(match.route.page)();
};
