import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { applicants } from '../../db/schema.js';
import { temporaryUploadFolder } from '../../plugins/file-uploads.js';
import { BUSY_RETRY_AFTER_SECONDS, uploadSlotMessages } from '../../plugins/upload-slots.js';
import { applicationFields, buildJob, uniqueEmail } from '../../test/factories.js';
import { multipart, samplePdf } from '../../test/multipart.js';
import { testConfig } from '../../test/test-config.js';
import { openTestDatabase } from '../../test/test-database.js';
import type { FileStorage } from './file-storage.js';
import { filesystemStorage } from './filesystem-storage.js';
import { UPLOADS_PROCESSED_AT_ONCE, uploadsInProcessing } from './upload-processing.js';

/**
 * Uploads whose check and storage are slow (a busy check, a bucket far away): here the storage
 * holds every put until the test lets it go. A received file waiting its turn holds its slot, so
 * the cap bounds the temporary files, not only the bodies arriving.
 */
const CAP = 10;

/** Puts wait for `release()`; a new gate per test, open unless the test closes it. */
let gate: { opened: Promise<void>; release(): void };
function closeGate() {
  let release = () => undefined as void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  gate = { opened, release };
}

let database: DatabaseHandle;
let app: FastifyInstance;
let folder: string;
let baseUrl: string;
let jobId: string;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = mkdtempSync(path.join(tmpdir(), 'waiting-uploads-'));
  const inner = filesystemStorage(folder);
  const held: FileStorage = {
    ...inner,
    put: async (key, source, details) => {
      await gate.opened;
      return inner.put(key, source, details);
    },
  };
  app = await buildApp({
    config: testConfig({ trustProxy: ['127.0.0.1'], uploads: { perAddress: 2, total: CAP, minRate: { bytesPerSecond: 1024, windowMs: 10_000 } } }),
    database,
    fileStorage: held,
  });
  jobId = (await buildJob(database.db, { title: 'Patient Upload Agent' })).id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  closeGate();
  gate.release();
});

/** Sends a whole application at full speed from `clientAddress`. */
function apply(clientAddress: string, email: string, { pdf = samplePdf(`Resume of ${email}`), signal }: { pdf?: Buffer; signal?: AbortSignal } = {}) {
  const { payload, headers } = multipart([
    ...Object.entries(applicationFields(jobId, { email })).map(([name, value]) => ({ name, value })),
    { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf },
  ]);
  return fetch(`${baseUrl}/api/v1/applicants`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': clientAddress }, body: new Uint8Array(payload), signal });
}

const temporaryFiles = () => readdirSync(temporaryUploadFolder());
const everythingLetGo = () =>
  vi.waitFor(() => {
    expect(app.uploadSlotUse()).toEqual({ receiving: 0, waiting: 0 });
    expect(temporaryFiles()).toEqual([]);
  });

describe('uploads waiting for their check and storage', () => {
  it('hold their slots: of 30 from 15 addresses, the cap waits and the rest are answered 503 with Retry-After; all leave no file behind', async () => {
    closeGate();
    const emails = Array.from({ length: 30 }, () => uniqueEmail('waiting'));
    const answered: Response[] = [];
    const uploads = emails.map((email, i) =>
      apply(`203.0.113.${100 + (i % 15)}`, email).then((response) => {
        answered.push(response);
        return response;
      }),
    );

    // Every body is in: the cap's worth wait for the storage, the others were turned away.
    await vi.waitFor(() => expect(answered).toHaveLength(30 - CAP), { timeout: 10_000 });
    await vi.waitFor(() => expect(app.uploadSlotUse()).toEqual({ receiving: 0, waiting: CAP }));
    expect(temporaryFiles()).toHaveLength(CAP);
    await vi.waitFor(() => expect(uploadsInProcessing()).toEqual({ running: UPLOADS_PROCESSED_AT_ONCE, waiting: CAP - UPLOADS_PROCESSED_AT_ONCE }));
    for (const busy of answered) {
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(await busy.json()).toMatchObject({ code: 'upload.server_busy', message: uploadSlotMessages.total });
    }

    gate.release();
    const statuses = (await Promise.all(uploads)).map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    expect(statuses.filter((status) => status === 503)).toHaveLength(30 - CAP);
    await everythingLetGo();
    expect(uploadsInProcessing()).toEqual({ running: 0, waiting: 0 });
    const stored = await database.db.select({ email: applicants.email }).from(applicants).where(inArray(applicants.email, emails));
    expect(stored).toHaveLength(CAP);
  });

  it('keep their slot when the client gives up waiting, until the file is stored and its temporary file removed', async () => {
    closeGate();
    const leaving = new AbortController();
    const upload = apply('198.51.100.60', uniqueEmail('gone'), { signal: leaving.signal }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(app.uploadSlotUse()).toEqual({ receiving: 0, waiting: 1 }));
    leaving.abort();
    expect(await upload).toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Gone, but its file still waits in the temporary folder: the slot is still taken.
    expect(app.uploadsBeingRead()).toBe(1);
    expect(temporaryFiles()).toHaveLength(1);

    gate.release();
    await everythingLetGo();
  });

  it.each([
    ['a file that is no PDF after all', 400, () => ({ pdf: Buffer.from('%PDF-1.4\nnot a document') })],
    ['an application the database step refuses (its job is gone)', 404, () => ({ job: '00000000-0000-4000-8000-000000000000' })],
  ] as const)('give their slot back once refused: %s', async (_name, status, make) => {
    const what: { pdf?: Buffer; job?: string } = make();
    const { payload, headers } = multipart([
      ...Object.entries(applicationFields(what.job ?? jobId, { email: uniqueEmail('refused') })).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: what.pdf ?? samplePdf('Refused') },
    ]);
    const response = await fetch(`${baseUrl}/api/v1/applicants`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': '198.51.100.61' }, body: new Uint8Array(payload) });
    expect(response.status).toBe(status);
    await everythingLetGo();
  });
});
