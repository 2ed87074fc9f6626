// @ts-check
/**
 * Runs one of server/scripts/ (`npm run db:migrate`, `admin:create`, `admin:reset-second-factor`,
 * `audit:verify`, `files:migrate`): in a checkout with the dev tools installed, its TypeScript source through tsx,
 * so a developer runs what they just edited; where tsx is not installed (the image, any
 * `npm ci --omit=dev`), the compiled dist/server/scripts/<name>.js under plain node. Plain
 * JavaScript, as it must run where nothing compiles TypeScript.
 *
 *   node scripts/server-script.js <name> [arguments…]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const [name = '', ...args] = process.argv.slice(2);
if (!/^[a-z][a-z-]*$/.test(name)) {
  console.error('usage: node scripts/server-script.js <name of a file in server/scripts/> [arguments…]');
  process.exit(1);
}
const source = fileURLToPath(new URL(`../server/scripts/${name}.ts`, import.meta.url));
const compiled = fileURLToPath(new URL(`../dist/server/scripts/${name}.js`, import.meta.url));

function tsxInstalled() {
  try {
    createRequire(import.meta.url).resolve('tsx');
    return true;
  } catch {
    return false;
  }
}

const fromSource = existsSync(source) && tsxInstalled();
if (!fromSource && !existsSync(compiled)) {
  console.error(`${compiled} is missing: run npm run build:server first`);
  process.exit(1);
}
const child = spawn(process.execPath, [...(fromSource ? ['--import', 'tsx', source] : [compiled]), ...args], { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
