import type { Plugin } from 'vite';
import { type ModuleGraph, modulesRun, reachableFrom, source } from './signedInChunk';

/** What the entry runs (React, the splash, the stored session): the application must not pull any of it in. */
const entryInputs = ['main.tsx'].map(source);
/** What every first load runs once the splash is over: the application (providers, router, page catalogue). */
const appInputs = ['main.tsx', 'app/App.tsx'].map(source);
/** What `/login` runs besides: the sign-in page (app/firstScreen.ts starts it from the entry). */
const signInInputs = ['main.tsx', 'app/App.tsx', 'modules/auth/pages/LoginPage.tsx'].map(source);

const isStyle = (id: string) => /\.css(\?.*)?$/.test(id);

/**
 * Two chunks for what every first load needs, instead of the pieces the bundler cuts by importer sets (issue 24):
 * `app`, all the application runs beyond the entry (the query client, the router and its catalogue, `lib/http`, the
 * modals, dayjs…: 4 chunks before), and `sign-in`, all the sign-in page runs beyond the application (its form,
 * `lib/forms`, the API client, the contract files it reads…: 14 chunks of 1–7 kB fetched after the entry had run).
 * On a phone (Lighthouse's slow 4G, 150 ms a round trip, six connections) each wave of small requests costs round
 * trips before the first screen paints. React keeps its chunk (the entry runs it); the Mantine components, zod and
 * icons the first load runs come with these chunks (vite.config.ts puts this group before theirs), so that `/login`
 * does not download the shared Mantine chunk's components it does not use (selects, popovers, number inputs…).
 * `build/preloadApp.ts` writes both chunks into index.html as modulepreloads, and checks that `/login` loads neither
 * the signed-in area nor screen code.
 */
type Side = 'app' | 'sign-in';

export const firstLoadChunks = () => {
  let runs: { entry: Set<string>; app: Set<string>; signIn: Set<string> } | undefined;
  let members: { graph: ModuleGraph; ids: Map<string, Side> } | undefined;
  const plugin: Plugin = {
    name: 'fitfit-first-load-chunks',
    apply: 'build',
    buildEnd: async (error) => {
      if (error) return;
      const [entry, app, signIn] = await Promise.all([entryInputs, appInputs, signInInputs].map(modulesRun));
      runs = { entry, app, signIn };
    },
  };
  const name = (id: string, graph: ModuleGraph) => {
    if (!runs) throw new Error('firstLoadChunks: the chunking ran before the plugin worked out what the first load runs');
    if (members?.graph !== graph) {
      // A module shared with other pages keeps, in the real bundle, the code they use and that code's imports: what
      // each side may import is walked on the module graph (as for the signed-in chunk), so that the application's
      // chunk never imports the sign-in page's, nor the entry the application's.
      const entry = reachableFrom(graph, [...runs.entry]);
      const app = reachableFrom(graph, [...runs.app]);
      const signIn = reachableFrom(graph, [...runs.signIn]);
      const ids = new Map<string, Side>();
      for (const m of app) if (!entry.has(m)) ids.set(m, 'app');
      for (const m of signIn) if (!app.has(m) && !entry.has(m)) ids.set(m, 'sign-in');
      // A package's index kept for its side effects (react-style-singleton's, under Mantine's modals) would otherwise
      // make a chunk of its own, empty, among the application's imports.
      for (const [m, side] of [...ids])
        for (const next of graph.getModuleInfo(m)?.importedIds ?? [])
          if (!ids.has(next) && !entry.has(next) && /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(next)) ids.set(next, side);
      members = { graph, ids };
    }
    // The sign-in page's styles keep their chunks, and so their order (mantine-styles.test.ts); the application's
    // (Mantine's first-screen share, the theme's) come with its chunk, in the order it imports them.
    const side = members.ids.get(id) ?? null;
    return side === 'sign-in' && isStyle(id) ? null : side;
  };
  // Their dependencies outside the group (the entry's, React, Mantine, zod) stay where they are.
  return { plugin, group: { name, debugName: 'first-load', includeDependenciesRecursively: false } };
};
