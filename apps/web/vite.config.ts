import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadChunks } from './build/firstLoadChunks';
import { preloadApp } from './build/preloadApp';
import { moduleIndexes, signedInChunk } from './build/signedInChunk';

/** Mantine's components and the libraries they build on (positioning, scroll lock). */
const mantineAndKin =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|react-style-singleton|tslib|get-nonce|detect-node-es|clsx|react-number-format|react-textarea-autosize)[\\/]/;

const signedIn = signedInChunk();
const firstLoad = firstLoadChunks();

export default defineConfig({
  plugins: [
    react(),
    preloadApp('/src/app/App.tsx', { signInPage: '/src/modules/auth/pages/LoginPage.tsx', signedInChunk: 'signed-in' }),
    signedIn.plugin,
    firstLoad.plugin,
  ],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // A module's index.ts only re-exports (its public surface): declared free of side effects, what nobody imports
      // from it is left out. Otherwise the registry's import of the modules' pages kept every component re-exported
      // beside them (the music player, the caisse's views…) in the application chunk: 28 more requests on /login.
      treeshake: {
        moduleSideEffects: [{ test: moduleIndexes, sideEffects: false }],
      },
      output: {
        // The Mantine chunks are named after the pages sharing them, which makes names of a hundred characters.
        chunkFileNames: (chunk) => (chunk.name.startsWith('mantine') ? 'assets/mantine-[hash].js' : 'assets/[name]-[hash].js'),
        // Left alone, the bundler cuts the shared libraries into dozens of small chunks that a phone fetches six at a
        // time: React, the Mantine components most pages share (with what they build on), the icons and zod each make
        // one chunk instead.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // What the application and the sign-in page run, as one chunk each (build/firstLoadChunks.ts), Mantine's and
            // zod's share included: before the vendor groups below, which take the rest.
            { ...firstLoad.group, priority: 1 },
            { name: 'mantine', test: (id) => mantineAndKin.test(id) && !id.endsWith('.css'), priority: 1, minShareCount: 20 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 1 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
            // what the signed-in area runs and /login does not, as one chunk (build/signedInChunk.ts)
            signedIn.group,
          ],
        },
      },
    },
  },
});
