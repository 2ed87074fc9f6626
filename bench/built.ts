import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTargets, prerenderInfo, staleReason } from '../scripts/build-if-stale.js';
import type { BuiltPart } from './figures.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm run build` leaves each part: what the pages, Lighthouse and the start-up figures need. */
export const builtEntry: Record<BuiltPart, string> = {
  client: fileURLToPath(new URL('../client/dist/index.html', import.meta.url)),
  server: fileURLToPath(new URL('../dist/server/main.js', import.meta.url)),
};

export const isBuilt = (part: BuiltPart) => existsSync(builtEntry[part]);

/** The origin the built client's pages were prerendered for; undefined before a build. */
export function prerenderedOrigin(): string | undefined {
  const file = path.join(repoRoot, prerenderInfo);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { origin: string }).origin : undefined;
}

/**
 * Why `part` is not the build of the sources as they are (missing, or older than a file it is built
 * from, as `npm start` checks), or undefined when it is. The client's origin is not weighed: the
 * bench starts it with the origin it was built for.
 */
export function unbuiltReason(part: BuiltPart): string | undefined {
  if (!isBuilt(part)) return `the ${part} is not built`;
  const target = buildTargets.find((candidate) => candidate.name === part)!;
  const origin = prerenderedOrigin() ?? '';
  const reason = staleReason(repoRoot, target, origin);
  return reason ? `the ${part} build is older than its sources (${reason})` : undefined;
}
