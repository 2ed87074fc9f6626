import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding the site's package.json, where the client build (client/dist, client/dist-ssr)
 * and migrations/ live. Found by climbing from this file, as Node finds a package, because the
 * server runs from two depths: its sources (server/lib/) and the compiled output (dist/server/lib/).
 */
export function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
