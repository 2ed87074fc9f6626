import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { trackLazyImports } from './track-lazy-imports.ts';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** `@/…` is `client/src/…` and `@contract/…` the shared contract, so no import climbs `../../..`. */
export const clientAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
};

/**
 * The client is written against React's API and types, and runs on Preact's compatibility layer
 * (about 11 kB gzipped instead of React DOM's 60), in the browser, in the server renderer and in
 * the component tests alike, so what is tested is what ships. See docs/decisions.md.
 */
const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * Two builds (see docs/ARCHITECTURE.md, "Building and rendering pages"): the browser's bundle in
 * dist/ with a manifest of its chunks, and with `--ssr` the server renderer in dist-ssr/, which
 * bundles Preact and the router so the server needs none of the client's packages installed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [tailwindcss(), trackLazyImports(clientRoot)],
  resolve: {
    alias: [...reactOnPreact, ...Object.entries(clientAliases).map(([find, replacement]) => ({ find, replacement }))],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  ssr: { noExternal: true },
  build: {
    // Illustrations stay files instead of data: URLs inside the JavaScript: the page's script stays
    // smaller, the browser caches them once for every page, and below the fold they load lazily.
    // Both builds: the prerendered HTML must name the same file the browser's bundle does.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    rollupOptions: {
      // TanStack Query marks modules "use client" for React Server Components; a browser bundle has no use for it.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
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
