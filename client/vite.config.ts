import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
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
 * Two builds (see docs/ARCHITECTURE.md, "Building and rendering pages"): the browser's bundle in
 * dist/ with a manifest of its chunks, and with `--ssr` the server renderer in dist-ssr/, which
 * bundles React and the router so the server needs none of the client's packages installed.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: clientRoot,
  plugins: [react(), tailwindcss(), trackLazyImports(clientRoot)],
  resolve: { alias: clientAliases },
  ssr: { noExternal: true },
  build: {
    // Illustrations stay files instead of data: URLs inside the JavaScript: the page's script stays
    // smaller, the browser caches them once for every page, and below the fold they load lazily.
    // Both builds: the prerendered HTML must name the same file the browser's bundle does.
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    ...(isSsrBuild
      ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
      : { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets', sourcemap: false, manifest: true }),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
