import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** `@/…` is `client/src/…` and `@contract/…` the shared contract, so no import climbs `../../..`. */
export const clientAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
};

/**
 * The browser's chunks for what every page loads after its first paint (client/src/boot.ts): React
 * in one chunk and the app's shell (main.tsx and everything it imports: the router, the layout, the
 * session) in another, so the page fetches two files, the browser evaluates them in two tasks, and
 * the shell's small modules are not a dozen files of their own because a lazy page imports them
 * too (docs/decisions/0208). Every other chunk is split as Rolldown splits it.
 */
const appChunks = {
  groups: [
    // The bundler's own helpers (loading a chunk with its imports, reading a CommonJS module), which the first script uses too.
    { name: 'runtime', test: /vite[\\/]preload-helper|rolldown[\\/]runtime/, priority: 3 },
    { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
    { name: 'main', test: /[\\/]client[\\/]src[\\/]main\.tsx$/, priority: 1 },
  ],
};

/**
 * Two builds (see docs/ARCHITECTURE.md, "Building and rendering pages"): the browser's bundle in
 * dist/ with a manifest of its chunks, and with `--ssr` the server renderer in dist-ssr/, which
 * bundles React, its server renderer and the router so the server needs none of the client's packages installed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      ...Object.entries(clientAliases).map(([find, replacement]) => ({ find, replacement })),
      // The server renderer is React's edge build, not Node's: Node's runs each render in an
      // AsyncLocalStorage, and on Node 20 the first one turns on async hooks for the life of the
      // process, a toll on every promise of every later answer (decision 0237). The edge build keeps
      // its request in a variable while it renders.
      ...(isSsrBuild ? [{ find: /^react-dom\/static$/, replacement: 'react-dom/static.edge' }] : []),
    ],
  },
  ssr: { noExternal: true },
  // The server renderer is a production build, as the browser's bundle is, whatever NODE_ENV the
  // server runs with: left to the server's NODE_ENV (development when run without Stripe keys, as
  // `npm start` and the bench do), every page rendered on request ran React's development build.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: {
    // Illustrations stay files instead of data: URLs inside the JavaScript: the page's script stays
    // smaller, the browser caches them once for every page, and below the fold they load lazily.
    // Both builds: the prerendered HTML must name the same file the browser's bundle does.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    // A browser without <link rel="modulepreload"> (Safari before 17) still loads every chunk, only
    // without the head start: no polyfill in every page's entry script.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // TanStack Query marks modules "use client" for React Server Components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      ...(isSsrBuild ? {} : { output: { codeSplitting: appChunks } }),
    },
    ...(isSsrBuild
      ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
      : { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: false, manifest: true }),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
