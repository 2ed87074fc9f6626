/**
 * `npm start`'s first step: runs `npm run build:client` and `npm run build:server` only where the
 * output is missing or older than a file it is built from, so a start with nothing changed goes
 * straight to `node dist/server/main.js`. The client is also rebuilt when PUBLIC_URL differs from
 * the origin its prerendered pages link to.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPublicUrl } from '../server/config.js';
import { compiledScripts, repoRoot, serverEntry, serverSourceDirs } from './build-server.js';

export interface BuildTarget {
  name: 'client' | 'server';
  /** Files and folders (walked) the output is built from, relative to the root. */
  inputs: string[];
  /** Files the build writes; the oldest of them is when it last finished. */
  outputs: string[];
  /** Left out of the walk: the output itself, and tests, which change no output. */
  ignored(relative: string): boolean;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const clientOutputs = [path.join('client', 'dist'), path.join('client', 'dist-ssr')];
/** Where the build records the origin its pages were prerendered for (scripts/prerender.ts). */
export const prerenderInfo = path.join('client', 'dist-ssr', 'prerender.json');

export const buildTargets: BuildTarget[] = [
  {
    name: 'client',
    // The client, the contract it shares, the build's own scripts and the server files the
    // prerender step imports; the lockfile, for the packages bundled into it.
    inputs: [
      'client',
      'contract',
      'scripts/prerender.ts',
      'scripts/compress-dist.ts',
      'server/config.ts',
      'server/features/pages',
      'package-lock.json',
    ],
    outputs: [path.join('client', 'dist', 'app-shell.html'), path.join('client', 'dist-ssr', 'entry-server.js'), prerenderInfo],
    ignored: (file) => isTest(file) || clientOutputs.some((dir) => file === dir || file.startsWith(dir + path.sep)),
  },
  {
    name: 'server',
    // With this check itself, which the build compiles for the next start (scripts/start.js).
    inputs: [...serverSourceDirs, ...compiledScripts],
    outputs: [serverEntry],
    ignored: (file) => isTest(file) || file.startsWith(path.join('server', 'test') + path.sep),
  },
];

function newestInput(root: string, target: BuildTarget): { file: string; mtimeMs: number } | undefined {
  let newest: { file: string; mtimeMs: number } | undefined;
  const consider = (file: string) => {
    if (target.ignored(file)) return;
    const stats = statSync(path.join(root, file));
    if (stats.isFile() && (!newest || stats.mtimeMs > newest.mtimeMs)) newest = { file, mtimeMs: stats.mtimeMs };
  };
  for (const input of target.inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) consider(input);
    else for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) consider(path.join(input, name));
  }
  return newest;
}

/** Why `target` must be built in `root`, or undefined when its output is there and newer than every input. */
export function staleReason(root: string, target: BuildTarget, publicUrl: string): string | undefined {
  const missing = target.outputs.find((file) => !existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...target.outputs.map((file) => statSync(path.join(root, file)).mtimeMs));
  const newest = newestInput(root, target);
  if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed after the last build`;
  if (target.name === 'client') {
    const { origin } = JSON.parse(readFileSync(path.join(root, prerenderInfo), 'utf8')) as { origin: string };
    if (origin !== publicUrl) return `its pages link to ${origin}, and PUBLIC_URL is ${publicUrl}`;
  }
  return undefined;
}

/** The targets `root` must build before it starts, each with why: none on a start with nothing changed. */
export function staleTargets(root: string, publicUrl: string): Array<{ target: BuildTarget; reason: string }> {
  return buildTargets.flatMap((target) => {
    const reason = staleReason(root, target, publicUrl);
    return reason ? [{ target, reason }] : [];
  });
}

function main() {
  const publicUrl = readPublicUrl();
  for (const target of buildTargets) {
    const reason = staleReason(repoRoot, target, publicUrl);
    if (!reason) {
      console.log(`${target.name}: up to date`);
      continue;
    }
    console.log(`${target.name}: building, as ${reason}`);
    const run = spawnSync('npm', ['run', `build:${target.name}`], { cwd: repoRoot, stdio: 'inherit' });
    if (run.status !== 0) {
      // A build that stopped half-way must not pass for a finished one at the next start.
      for (const output of target.outputs) rmSync(path.join(repoRoot, output), { force: true });
      process.exit(run.status ?? 1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
