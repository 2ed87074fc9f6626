import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, compiledScripts, repoRoot, serverEntry, serverSourceDirs } from '../scripts/build-server.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { describeWithServers } from '../server/test/needs-server.js';
import { smtpSink } from '../server/test/smtp-sink.js';
import { tokenRequest, tokenRoutes } from '../server/test/token-routes.js';
import { fromSources, removeDataDir, startServerProcess, stopServerProcess, type ServerCommand, type ServerProcess } from './server-process.js';

/**
 * OpenTelemetry as production runs it: a real server process, from the sources (tsx, as `npm run
 * dev` and the other process tests) and compiled (`node dist/server/main.js`, as `npm start` and
 * the image), sending OTLP/JSON to a collector played here by a small HTTP server. Without
 * OTEL_EXPORTER_OTLP_ENDPOINT the process loads neither the SDK nor any instrumentation.
 */
const backend = inject('testDatabase');

/** OTLP/JSON as the exporter sends it (ids in hex). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CONSUMER = 5;

function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
}

/** A collector's OTLP/HTTP endpoint: keeps every span posted to /v1/traces. */
async function startCollector(): Promise<{ url: string; spans: OtlpSpan[]; server: Server }> {
  const spans: OtlpSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(request.url === '/v1/traces' ? 200 : 404, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

/**
 * The server compiled as `npm run build:server` compiles it, into a scratch copy of the package
 * (the sources copied, node_modules and migrations linked), so the checkout's dist/ is left alone.
 */
async function compileIntoScratchPackage(): Promise<{ root: string; command: ServerCommand }> {
  const root = mkdtempSync(path.join(tmpdir(), 'tracing-compiled-'));
  for (const dir of serverSourceDirs) cpSync(path.join(repoRoot, dir), path.join(root, dir), { recursive: true });
  for (const file of ['package.json', 'tsconfig.json', ...compiledScripts]) cpSync(path.join(repoRoot, file), path.join(root, file));
  for (const dir of ['node_modules', 'migrations']) symlinkSync(path.join(repoRoot, dir), path.join(root, dir));
  await buildServer(root);
  return { root, command: { cwd: root, args: [serverEntry] } };
}

/** Writes, as the process exits, every CommonJS module it loaded (OpenTelemetry's packages are CommonJS). */
function writeModuleProbe(dir: string): string {
  const probe = path.join(dir, 'loaded-modules-probe.mjs');
  writeFileSync(
    probe,
    `import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
process.on('exit', () => writeFileSync(process.env.LOADED_MODULES_FILE, JSON.stringify(Object.keys(require.cache))));
`,
  );
  return pathToFileURL(probe).href;
}

const contactMessage = {
  fullName: 'Jordan Blake',
  email: 'jordan@blakedental.com',
  phone: '+1 (512) 555-0142',
  message: 'We need two receptionists for our Austin clinics.',
};

describeWithServers(['postgres'], 'traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let scratch: string;
  let probe: string;
  let databaseName: string;
  let compiled: { root: string; command: ServerCommand } | undefined;
  const mailServer = smtpSink();
  let settings: Record<string, string>;

  beforeAll(async () => {
    if (backend.kind !== 'postgres') return;
    scratch = mkdtempSync(path.join(tmpdir(), 'tracing-test-'));
    probe = writeModuleProbe(scratch);
    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}" template "${backend.templateName}"`));
    settings = {
      DATABASE_URL: databaseUrlFor(backend.serverUrl, databaseName),
      JWT_SECRET: 'the-tracing-test-secret-that-is-long-enough',
      STRIPE_SECRET_KEY: 'sk_test_tracing',
      STRIPE_WEBHOOK_SECRET: 'whsec_tracing',
      SMTP_URL: `smtp://127.0.0.1:${await mailServer.listen()}`,
    };
    compiled = await compileIntoScratchPackage();
  }, 120_000);

  afterAll(async () => {
    if (backend.kind === 'postgres' && databaseName) {
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
    }
    await mailServer.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    if (compiled) rmSync(compiled.root, { recursive: true, force: true });
  });

  /** Starts the server with the probe, runs `work` against it, stops it gracefully and answers the modules it had loaded. */
  async function withServer(name: string, command: ServerCommand, env: Record<string, string>, work: (server: ServerProcess) => Promise<void>) {
    const loadedFile = path.join(scratch, `${name}-modules.json`);
    const server = await startServerProcess(name, { ...settings, ...env, LOADED_MODULES_FILE: loadedFile }, undefined, {
      cwd: command.cwd,
      args: ['--import', probe, ...command.args],
    });
    try {
      await work(server);
    } finally {
      await stopServerProcess(server);
      removeDataDir(server);
    }
    return { output: server.output, modules: JSON.parse(readFileSync(loadedFile, 'utf8')) as string[] };
  }

  /**
   * OpenTelemetry's SDK, exporters and instrumentations. Not `@opentelemetry/api`: prom-client's CPU
   * metric requires it (for exemplars) whatever the settings, and without an SDK it only answers no-ops.
   */
  const openTelemetryModules = (modules: string[]) =>
    modules.filter((file) => /[\\/]@(opentelemetry|fastify[\\/]otel)[\\/]/.test(file) && !/[\\/]@opentelemetry[\\/]api[\\/]/.test(file));

  describe.each([
    ['from the sources', () => fromSources],
    ['compiled', () => compiled!.command],
  ])('the server %s', (label, commandOf) => {
    it('sends a request as a server span with its request id, its queries beneath it, and the mail it queued in the same trace; its log lines carry the trace id', async () => {
      const collector = await startCollector();
      const mailsBefore = mailServer.received.length;
      let requestId = '';
      try {
        const { output, modules } = await withServer(`traced-${label.split(' ').at(-1)}`, commandOf(), {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
          OTEL_SERVICE_NAME: 'staffing-site-test',
        }, async (server) => {
          const response = await fetch(`${server.url}/api/v1/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(contactMessage),
          });
          expect(response.status).toBe(201);
          requestId = response.headers.get('x-request-id') ?? '';
          // The company's notification, sent by the mail task the request queued.
          const deadline = Date.now() + 15_000;
          while (mailServer.received.length === mailsBefore) {
            expect(Date.now()).toBeLessThan(deadline);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        });
        // The graceful stop sent what was still batched.
        const spans = collector.spans;
        const byId = new Map(spans.map((span) => [span.spanId, span]));
        const ancestors = (span: OtlpSpan) => {
          const chain: OtlpSpan[] = [];
          for (let parent = byId.get(span.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) chain.push(parent);
          return chain;
        };

        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        const serverSpan = spans.find((span) => span.kind === SPAN_KIND_SERVER && attribute(span, 'http.route') === '/api/v1/messages');
        expect(serverSpan?.name).toBe('POST /api/v1/messages');
        expect(attribute(serverSpan!, 'http.request.id')).toBe(requestId);
        expect(attribute(serverSpan!, 'http.response.status_code')).toBe('201');

        const insert = spans.find((span) => span.name.startsWith('pg.query:INSERT') && attribute(span, 'db.query.text')?.includes('"contact_messages"'));
        expect(insert, 'the INSERT of the message').toBeDefined();
        expect(ancestors(insert!)).toContain(serverSpan);

        const task = spans.find((span) => span.name === 'task mail.deliver');
        expect(task?.kind).toBe(SPAN_KIND_CONSUMER);
        expect(task?.traceId).toBe(serverSpan!.traceId);
        expect(ancestors(task!)).toContain(serverSpan);
        // The task's own queries (reading the delivery) are in it.
        expect(spans.some((span) => span.name.startsWith('pg.query') && ancestors(span).includes(task!))).toBe(true);

        const requestLines = output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === requestId);
        expect(requestLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
        for (const line of requestLines) expect(line.trace_id).toBe(serverSpan!.traceId);
        expect(openTelemetryModules(modules)).toEqual(expect.arrayContaining([expect.stringMatching(/@opentelemetry[\\/]sdk-node[\\/]/)]));
      } finally {
        await new Promise((resolve) => collector.server.close(resolve));
      }
    }, 90_000);

    it("names a request by its route's pattern or safe path: no span and no log line holds a token or a query", async () => {
      const collector = await startCollector();
      const requests = [...tokenRoutes.map(tokenRequest), { ...tokenRequest({ method: 'GET', url: '/api/v1/jobs/active?search=secretterm' }), token: 'secretterm' }];
      try {
        const { output } = await withServer(`secrets-${label.split(' ').at(-1)}`, commandOf(), {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        }, async (server) => {
          for (const request of requests) {
            const response = await fetch(`${server.url}${request.url}`, {
              method: request.method,
              ...(request.body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) } : {}),
            });
            expect([200, 401, 404], `${request.method} ${request.url}`).toContain(response.status);
          }
        });
        const spans = collector.spans;
        for (const request of requests) {
          expect(spans.filter((span) => JSON.stringify(span).includes(request.token)), request.logged).toEqual([]);
          expect(output.filter((line) => line.includes(request.token)), request.logged).toEqual([]);
          const serverSpan = spans.find((span) => span.kind === SPAN_KIND_SERVER && attribute(span, 'url.path') === request.logged && attribute(span, 'http.request.method') === request.method);
          expect(serverSpan, `the server span of ${request.method} ${request.logged}`).toBeDefined();
          expect(attribute(serverSpan!, 'url.query')).toBeUndefined();
          // Routed: named and attributed by its pattern, as is Fastify's request span beneath it.
          if (request.url.startsWith('/api/')) {
            expect(serverSpan!.name).toBe(`${request.method} ${request.logged}`);
            expect(attribute(serverSpan!, 'http.route')).toBe(request.logged);
            const requestSpan = spans.find((span) => span.parentSpanId === serverSpan!.spanId && span.name === 'request');
            expect(requestSpan && attribute(requestSpan, 'url.path')).toBe(request.logged);
          }
        }
      } finally {
        await new Promise((resolve) => collector.server.close(resolve));
      }
    }, 90_000);

    it('loads neither the SDK nor any instrumentation without OTEL_EXPORTER_OTLP_ENDPOINT, and its log lines have no trace id', async () => {
      const { output, modules } = await withServer(`untraced-${label.split(' ').at(-1)}`, commandOf(), {}, async (server) => {
        expect((await fetch(`${server.url}/api/v1/jobs/active`)).status).toBe(200);
      });
      expect(modules.some((file) => file.includes(`${path.sep}fastify${path.sep}`)), 'the probe saw the server load').toBe(true);
      expect(openTelemetryModules(modules)).toEqual([]);
      const lines = output.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.some((line) => line.msg === 'request completed')).toBe(true);
      expect(lines.filter((line) => 'trace_id' in line)).toEqual([]);
    }, 60_000);
  });
});
