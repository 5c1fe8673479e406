import { type PageEntry, type PageKey, pages, publicPages } from '@fitfit/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageLoaders } from '../modules/registry';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';

const underConstruction = () => import('../ui/UnderConstruction');

const toRoute = (page: PageEntry<PageKey>): RouteObject => ({
  path: page.route,
  handle: { page },
  lazy: async () => ({ Component: (await (pageLoaders[page.key] ?? underConstruction)()).default }),
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
