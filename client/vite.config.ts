import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('.', import.meta.url));

/** `@/…` is `client/src/…` and `@contract/…` the shared contract, so no import climbs `../../..`. */
export const clientAliases = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
};

export default defineConfig({
  root: clientRoot,
  plugins: [react(), tailwindcss()],
  resolve: { alias: clientAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Illustrations stay files instead of data: URLs inside the JavaScript: the page's script stays
    // smaller, the browser caches them once for every page, and below the fold they load lazily.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
