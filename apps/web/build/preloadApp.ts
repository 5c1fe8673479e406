import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The chunk built from `moduleSuffix` and every chunk it imports statically, each once. */
const staticClosure = (bundle: OutputBundle, moduleSuffix: string): OutputChunk[] => {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  // the chunk built from the module, or the one a chunk group put it in (build/firstLoadChunks.ts)
  const root =
    chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(moduleSuffix)));
  if (!root) throw new Error(`preloadApp: no chunk for ${moduleSuffix}`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(root);
  return [...seen.values()];
};

/**
 * What of `apps/web/src/modules` the application chunk may hold: the registry, each module's routes (page loaders) and
 * index. Anything else there is a screen's code, which every first load (`/login` too) would then download and run:
 * one component re-exported beside a module's pages pulled 28 chunks into `/login` (a barrel keeps what it re-exports
 * unless it is declared free of side effects, vite.config.ts, and is kept whole when a page imports it with import()).
 */
const firstScreenModule = /[\\/]src[\\/]modules[\\/](registry\.ts|types\.ts|.+[\\/](index|[\w-]*routes)\.tsx?)$/;

/** The modules' screen code among `moduleIds` (paths from `apps/web/src`), which the application chunk must not hold. */
export const screenCodeIn = (moduleIds: readonly string[]) =>
  moduleIds
    .filter((id) => /[\\/]apps[\\/]web[\\/]src[\\/]modules[\\/]/.test(id) && !firstScreenModule.test(id))
    .map((id) => id.replace(/^.*[\\/]apps[\\/]web[\\/]src[\\/]/, ''));

/** The signed-in area's own code (the shell, its layouts but the brand /login shows too, the quick search) among `moduleIds`, which /login must not load. */
export const signedInAreaIn = (moduleIds: readonly string[]) =>
  moduleIds
    .filter((id) => /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/](Shell\.tsx|QuickSearch\.tsx|layouts[\\/](?!Brand\.))/.test(id))
    .map((id) => id.replace(/^.*[\\/]apps[\\/]web[\\/]src[\\/]/, ''));

/**
 * The application chunk is imported lazily behind the splash (SPEC §1), so the browser would only discover it, its
 * vendor chunks and its styles once the entry has run. This writes them into index.html as modulepreload / preload
 * links: they download beside the entry, and still run only when the entry imports them after the splash delay.
 */
export const preloadApp = (moduleSuffix: string, signedOut?: { signInPage: string; signedInChunk: string }): Plugin => {
  let base = '/';
  return {
    name: 'fitfit-preload-app',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!ctx.bundle) return [];
        const tags: HtmlTagDescriptor[] = [];
        const closure = staticClosure(ctx.bundle, moduleSuffix);
        const screens = screenCodeIn(closure.flatMap((chunk) => chunk.moduleIds));
        if (screens.length > 0)
          throw new Error(
            `preloadApp: the application chunk would hold screen code, which every first load (/login too) downloads: ${screens.join(', ')}. ` +
              "A module's index imported with import() is kept whole, with all it re-exports: export a loader from the index " +
              "(export const loadX = () => import('./X'), as the PNL's loadPnlHome) and import that loader statically.",
          );
        // The chunk of the signed-in area's shared code (build/signedInChunk.ts) is no part of /login, nor the area itself.
        const preloaded = [...closure];
        if (signedOut) {
          const signIn = staticClosure(ctx.bundle, signedOut.signInPage);
          if ([...closure, ...signIn].some((chunk) => chunk.name === signedOut.signedInChunk))
            throw new Error(
              `preloadApp: /login would download the chunk ${signedOut.signedInChunk}, the signed-in area's (build/signedInChunk.ts).`,
            );
          const shell = signedInAreaIn([...closure, ...signIn].flatMap((chunk) => chunk.moduleIds));
          if (shell.length > 0)
            throw new Error(`preloadApp: /login would download the signed-in area (the shell, its layouts): ${shell.join(', ')}.`);
          // The sign-in page's chunks (build/firstLoadChunks.ts) download beside the entry rather than once it has run:
          // /login shows them first, and the signed-in pages import the shared code they hold (the API client, forms).
          preloaded.push(...signIn);
        }
        for (const chunk of new Set(preloaded)) {
          if (chunk.isEntry || html.includes(chunk.fileName)) continue; // already a script or a preload of the page
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: base + chunk.fileName }, injectTo: 'head' });
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + css }, injectTo: 'head' });
          }
        }
        return tags;
      },
    },
  };
};
