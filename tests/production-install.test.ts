import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { productionFiles, repoRoot, serverEntry } from '../scripts/build-server.js';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { applicationFields, buildJob } from '../server/test/factories.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { multipart, samplePdf } from '../server/test/multipart.js';
import { describeWithServers } from '../server/test/needs-server.js';
import { smtpSink } from '../server/test/smtp-sink.js';
import { removeDataDir, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

/**
 * The server as the image runs it: built as `npm start` builds it, copied with only what the
 * Dockerfile's last stage copies, installed with `npm ci --omit=dev` from npm's cache, and run with
 * plain node on a new, empty Postgres database: nothing of the sources, tsx or the dev packages.
 */
const backend = inject('testDatabase');
const admin = { email: 'operator@site.test', password: 'compiled-admin-password-1' };

/**
 * Runs a command to its end and answers its output, or throws with it. At the lowest CPU priority
 * (inherited by what it starts): the build and the install would otherwise take both cores from
 * the test files running beside this one, whose time limits are tight.
 */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid) setPriority(child.pid, 19);
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout });
      else reject(new Error(`${command} ${args.join(' ')} exited ${code} in ${cwd}:\n${output}`));
    });
  });
}

describeWithServers(['postgres', 'npm-cache'], 'the compiled server from a production install', () => {
  let installDir: string;
  let databaseName: string | undefined;
  let database: DatabaseHandle | undefined;
  let server: ServerProcess | undefined;
  let settings: Record<string, string>;
  let job: { id: string; title: string };
  const mailServer = smtpSink();

  beforeAll(async () => {
    if (backend.kind !== 'postgres') return;
    // What a developer's `npm start` runs first, in their environment rather than Vitest's: the
    // origin stays the default, and NODE_ENV=test would build React's development JSX runtime.
    const buildEnv = { ...process.env };
    for (const name of ['PUBLIC_URL', 'PORT', 'NODE_ENV']) delete buildEnv[name];
    await run(process.execPath, ['--import', 'tsx', 'scripts/build-if-stale.ts'], repoRoot, buildEnv);

    installDir = mkdtempSync(path.join(tmpdir(), 'production-install-'));
    for (const file of productionFiles) cpSync(path.join(repoRoot, file), path.join(installDir, file), { recursive: true });
    await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], installDir);

    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const { origin } = JSON.parse(readFileSync(path.join(installDir, 'client', 'dist-ssr', 'prerender.json'), 'utf8')) as { origin: string };
    settings = {
      DATABASE_URL: databaseUrlFor(backend.serverUrl, databaseName),
      JWT_SECRET: 'the-compiled-server-test-secret-of-enough-length',
      PUBLIC_URL: origin,
      STRIPE_SECRET_KEY: 'sk_test_compiled_server',
      STRIPE_WEBHOOK_SECRET: 'whsec_compiled_server',
      STRIPE_MODE: 'test',
      SMTP_URL: `smtp://127.0.0.1:${await mailServer.listen()}`,
    };
  }, 600_000);

  afterAll(async () => {
    if (server) {
      await stopServerProcess(server);
      removeDataDir(server);
    }
    await database?.close();
    if (backend.kind === 'postgres' && databaseName) {
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
    }
    if (installDir) rmSync(installDir, { recursive: true, force: true });
    await mailServer.close();
  });

  /** An operator's `npm run …` in the install, with the server's production settings. */
  const operatorRun = (script: string, ...args: string[]) =>
    run('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], installDir, {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      DATA_DIR: installDir,
      ...settings,
    });

  it('holds no dev package: no tsx, TypeScript, Vite or esbuild to run sources with', () => {
    const installed = (name: string) => existsSync(path.join(installDir, 'node_modules', name, 'package.json'));
    expect(installed('fastify')).toBe(true);
    for (const name of ['tsx', 'typescript', 'vite', 'esbuild', 'vitest']) expect(installed(name), name).toBe(false);
    expect(existsSync(path.join(installDir, 'server'))).toBe(false);
  });

  it("renders with React's production build, not the one NODE_ENV would pick at run time", () => {
    // A server run without NODE_ENV=production (npm start without Stripe keys) rendered each page
    // on request with React's development build: 15 ms a job page instead of 6.
    const renderer = readFileSync(path.join(installDir, 'client', 'dist-ssr', 'entry-server.js'), 'utf8');
    expect(renderer).not.toContain('process.env.NODE_ENV');
    expect(renderer).not.toContain('react-dom-server.node.development');
  });

  it("runs the operators' scripts compiled: db:migrate, admin:create, admin:reset-second-factor, audit:verify", async () => {
    expect((await operatorRun('db:migrate')).stdout).toMatch(/^migrations applied to PostgreSQL/m);
    expect((await operatorRun('admin:create', '--email', admin.email, '--name', 'Ops', '--password', admin.password)).stdout).toContain(
      `${admin.email}: admin created`,
    );
    expect((await operatorRun('admin:reset-second-factor', '--email', admin.email)).stdout).toContain('every session is signed out');
    expect((await operatorRun('audit:verify')).stdout).toMatch(/intact/);
  });

  it('starts with node on the compiled entry and renders /career and a job page over HTTP', async () => {
    database = await openDatabase({ databaseUrl: settings.DATABASE_URL });
    const row = await buildJob(database.db, { title: 'Compiled Server Bookkeeper', isActive: true });
    job = { id: row.id, title: row.title };
    server = await startServerProcess('compiled', settings, undefined, { cwd: installDir, args: [serverEntry] });

    const career = await fetch(`${server.url}/career`);
    expect(career.status).toBe(200);
    const board = await career.text();
    expect(board).toContain(job.title);
    expect(board).toContain(`/job/${job.id}`);

    const page = await fetch(`${server.url}/job/${job.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1`);
    expect(html).toContain(job.title);
    expect(html).toContain('"@type":"JobPosting"');
    // A prerendered page, read from the client build the compiled server found in the install.
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h1');
    expect(server.output.join('\n')).not.toContain('client/dist is missing');
  });

  it("checks an uploaded resume in the compiled PDF worker beside the server's code", async () => {
    expect(server, 'the server started').toBeDefined();
    const fields = applicationFields(job.id);
    const { payload, headers } = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'resume.pdf', contentType: 'application/pdf', bytes: samplePdf('A resume sent to the compiled server') },
    ]);
    const answer = await fetch(`${server!.url}/api/v1/applicants`, { method: 'POST', headers, body: new Uint8Array(payload) });
    expect(answer.status).toBe(201);

    // Its confirmation, rendered from its React Email template by the compiled mail worker with the
    // production install's packages, and sent over SMTP with its text and HTML parts.
    const confirmation = () => mailServer.received.find((mail) => mail.to.includes(fields.email!));
    await expect.poll(confirmation, { timeout: 15_000 }).toBeDefined();
    const raw = confirmation()!.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(raw).toContain(`Subject: We received your application: ${job.title}`);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toContain(`href="${settings.PUBLIC_URL}/job/${job.id}"`);
    expect(raw).toContain(`See the role you applied for ${settings.PUBLIC_URL}/job/${job.id}`);
  });
});
