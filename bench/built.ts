import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuiltPart } from './figures.js';

/** Where `npm run build` leaves each part: what the pages, Lighthouse and the start-up figures need. */
export const builtEntry: Record<BuiltPart, string> = {
  client: fileURLToPath(new URL('../client/dist/index.html', import.meta.url)),
  server: fileURLToPath(new URL('../dist/server/main.js', import.meta.url)),
};

export const isBuilt = (part: BuiltPart) => existsSync(builtEntry[part]);
