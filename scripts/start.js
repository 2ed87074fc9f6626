/**
 * `npm start`: builds what is stale (scripts/build-if-stale.ts), then runs the server
 * (dist/server/main.js) in this same process. A start with nothing changed runs the check as the
 * build compiled it (dist/scripts/build-if-stale.js) with plain node, so it loads neither tsx nor a
 * second node; a first start, a changed file, or a check that cannot run compiled runs it from its
 * source through tsx, which builds and says why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const compiled = (file) => new URL(`../dist/${file}`, import.meta.url);

async function nothingToBuild() {
  const check = compiled('scripts/build-if-stale.js');
  const config = compiled('server/config.js');
  if (!existsSync(check) || !existsSync(config)) return false;
  try {
    const [{ staleTargets }, { readPublicUrl }] = await Promise.all([import(check.href), import(config.href)]);
    return staleTargets(root, readPublicUrl()).length === 0;
  } catch {
    // A bad setting or a check that no longer loads: the check from its source says what is wrong.
    return false;
  }
}

if (await nothingToBuild()) {
  console.log('client: up to date\nserver: up to date');
} else {
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], { cwd: root, stdio: 'inherit' });
  if (check.status !== 0) process.exit(check.status ?? 1);
}
await import(compiled('server/main.js').href);
