import { type PageEntry, type PageKey, pages, publicPages } from '@fitfit/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { pageLoaders } from '../modules/registry';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

const underConstruction = () => import('../ui/UnderConstruction');

const toRoute = (page: PageEntry<PageKey>): RouteObject => ({
  path: page.route,
  handle: { page },
  lazy: async () => ({ Component: (await (pageLoaders[page.key] ?? underConstruction)()).default }),
});

/** Routes come from the page catalogue; guards and layouts read each route's catalogue entry. */
export const createRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [...publicPages.map(toRoute), { element: <Shell />, children: pages.map(toRoute) }, { path: '*', element: <NotFound /> }],
    },
  ]);
