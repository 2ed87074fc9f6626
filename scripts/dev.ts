/**
 * `npm run dev`: the API server, restarted when its code changes (tsx watch), and Vite's dev server
 * for the client with React Fast Refresh, which sends /api to the API server. Open the address Vite
 * prints (http://localhost:5173). Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function start(name: string, command: string, args: string[]) {
  // A process group of its own, so stopping it stops whatever it started (tsx watch's server).
  const child = spawn(`node_modules/.bin/${command}`, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env, detached: true });
  const prefix = `[${name}] `;
  const forward = (chunk: Buffer, to: NodeJS.WriteStream) => {
    for (const line of chunk.toString().split('\n')) if (line) to.write(prefix + line + '\n');
  };
  child.stdout?.on('data', (chunk: Buffer) => forward(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => forward(chunk, process.stderr));
  child.on('exit', (code) => {
    console.log(`${prefix}stopped (${code ?? 'signal'})`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('api', 'tsx', ['watch', 'server/main.ts']);
start('client', 'vite', ['--config', 'client/vite.config.ts']);
