/**
 * `npm run build:server`: compiles the server, with the contract and the local Stripe emulator it
 * imports, into dist/ (dist/server/main.js, dist/server/scripts/*.js, …), one JavaScript file per
 * TypeScript file in the same layout, so what a file finds beside itself (the PDF check's worker)
 * is still there. esbuild only removes the types; `npm run typecheck` checks them
 * (docs/decisions.md, "The compiled server").
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The folders compiled; tests and their helpers (server/test/) stay out. */
export const serverSourceDirs = ['server', 'contract', 'stripe-emulator'] as const;

export const serverOutDir = 'dist';

/** The entry the image and `npm start` run. */
export const serverEntry = path.join(serverOutDir, 'server', 'main.js');

/**
 * What a production install holds besides its node_modules (the Dockerfile's last stage copies
 * these): the package files, the compiled server, the client build, the migrations it applies at
 * start-up, and the runner of the operators' scripts.
 */
export const productionFiles = ['package.json', 'package-lock.json', serverOutDir, 'client/dist', 'client/dist-ssr', 'migrations', 'scripts/server-script.js'];

/**
 * `npm start`'s build check and what it imports, compiled too (dist/scripts/), so that a start with
 * nothing changed runs it with plain node instead of loading tsx (scripts/start.js).
 */
export const compiledScripts = ['scripts/build-if-stale.ts', 'scripts/build-server.ts'];

/** Every TypeScript file (.ts, .tsx; no declarations) the build compiles, relative to `root`. */
export function serverSources(root = repoRoot): string[] {
  return serverSourceDirs
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name)))
    .filter((file) => /(?<!\.d)\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('server', 'test') + path.sep))
    .sort();
}

/** Empties dist/ first, so a source that was deleted leaves no compiled copy behind. */
export async function buildServer(root = repoRoot): Promise<number> {
  const outdir = path.join(root, serverOutDir);
  rmSync(outdir, { recursive: true, force: true });
  const entryPoints = [...serverSources(root), ...compiledScripts].map((file) => path.join(root, file));
  await build({
    entryPoints,
    outdir,
    outbase: root,
    absWorkingDir: root,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // The mail templates (server/features/*/emails/*.tsx) are React components.
    jsx: 'automatic',
    bundle: false,
    logLevel: 'warning',
  });
  return entryPoints.length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const count = await buildServer();
  console.log(`compiled ${count} server files into ${serverOutDir}/ in ${Math.round(performance.now() - started)} ms`);
}
