import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { applicationFields, buildJob, uniqueEmail } from '../../test/factories.js';
import { multipart, samplePdf } from '../../test/multipart.js';
import { openTestDatabase } from '../../test/test-database.js';
import { testConfig } from '../../test/test-config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { FileStorage } from './file-storage.js';
import { filesystemStorage } from './filesystem-storage.js';

/**
 * A store that answers slowly (a bucket far away, a busy MinIO), and a short idle timeout: once an
 * upload's body is in, the client waits in silence while the server checks and stores it, and
 * that wait is not the client's idleness.
 */
const IDLE_MS = 400;
const STORE_MS = 1_200;

let database: DatabaseHandle;
let app: FastifyInstance;
let folder: string;
let jobId: string;
let puts = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'slow-storage-'));
  const inner = filesystemStorage(folder);
  const slow: FileStorage = {
    ...inner,
    put: async (key, source, details) => {
      puts += 1;
      await new Promise((resolve) => setTimeout(resolve, STORE_MS));
      return inner.put(key, source, details);
    },
  };
  app = await buildApp({ config: testConfig({ timeouts: { request: 30_000, headers: 10_000, idle: IDLE_MS, keepAlive: 5_000 } }), database, fileStorage: slow });
  jobId = (await buildJob(database.db, { title: 'Patient Upload Agent' })).id;
  await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('an upload stored slowly', () => {
  it('is answered 201 on its connection, however long the store takes past the idle timeout', async () => {
    const { payload, headers } = multipart([
      ...Object.entries(applicationFields(jobId, { email: uniqueEmail('patient') })).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: samplePdf('Stored slowly') },
    ]);
    const { port } = app.server.address() as AddressInfo;
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/applicants`, { method: 'POST', headers, body: new Uint8Array(payload) });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STORE_MS);
    expect(puts).toBe(1);
  });
});
