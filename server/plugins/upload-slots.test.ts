import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { applicationFields, buildJob } from '../test/factories.js';
import { multipart, samplePdf } from '../test/multipart.js';
import { createTestContext, testConfig, type TestContext } from '../test/test-app.js';
import { uploadSlotMessages } from './upload-slots.js';

/**
 * Against a listening server through raw sockets, as a slow phone or an attacker would talk to it.
 * Timeouts are short here; production's are the same mechanism with longer values.
 */
const REQUEST_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 800;
/** Node checks timeouts on a beat (200 ms here); server and clients share this busy process. Without the timeouts these connections stay open for good. */
const SLACK_MS = 2_500;

let ctx: TestContext;
let port: number;
let jobId: string;
beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      // Clients are told apart by the address the local proxy (this test) puts in X-Forwarded-For.
      trustProxy: ['127.0.0.1'],
      // Idle longer than the request timeout, so a trickle of bytes is cut by the request timeout.
      timeouts: { request: REQUEST_TIMEOUT_MS, headers: HEADERS_TIMEOUT_MS, idle: 10_000, keepAlive: 1_000 },
      uploads: { perAddress: 2, total: 3 },
    },
  });
  jobId = (await buildJob(ctx.db, { title: 'Upload Limits Agent' })).id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx.close());

interface OpenUpload {
  socket: Socket;
  openedAt: number;
  /** Resolves when the server closes the connection, with everything it answered. */
  closed: Promise<{ answer: string; afterMs: number }>;
  trickle(everyMs: number): void;
}

/** Starts a 5 MB application upload that sends its headers and a first chunk, then waits. */
function startUpload(clientAddress: string, toPort = port): OpenUpload {
  const boundary = '----slowupload';
  const socket = connect({ port: toPort, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  const openedAt = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) => socket.on('close', () => resolve({ answer, afterMs: Date.now() - openedAt })));
  socket.write(
    `POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: ${clientAddress}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  let timer: NodeJS.Timeout | undefined;
  socket.on('close', () => clearInterval(timer));
  return {
    socket,
    openedAt,
    closed,
    trickle(everyMs) {
      timer = setInterval(() => socket.writable && socket.write('x'), everyMs);
    },
  };
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

/** Resolves once the server has taken the upload in (its slot is held), measured by a short pause. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow and abandoned uploads', () => {
  it('cuts off an upload that sends a byte now and then once the request timeout passes, answering 408', async () => {
    const upload = startUpload('198.51.100.1');
    upload.trickle(200);
    const { answer, afterMs } = await upload.closed;
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toMatchObject({ code: 'request.timeout', error: expect.any(String) });
  });

  it('closes a connection whose headers never finish within the header timeout', async () => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    const openedAt = Date.now();
    socket.write('POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Slow: ');
    const timer = setInterval(() => socket.writable && socket.write('a'), 100);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    expect(Date.now() - openedAt).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });
});

describe('uploads read at once', () => {
  it('refuses a third upload from one address (429) and a fourth in total (503), closing their connections', async () => {
    const held = [startUpload('198.51.100.10'), startUpload('198.51.100.10'), startUpload('198.51.100.11')];
    await pause(150);

    const sameAddress = startUpload('198.51.100.10');
    sameAddress.trickle(50); // it keeps sending: the server must close the connection, not read on
    const refused = await sameAddress.closed;
    expect(statusOf(refused.answer)).toBe(429);
    expect(bodyOf(refused.answer)).toEqual({ code: 'upload.too_many_at_once', message: uploadSlotMessages.perAddress, error: uploadSlotMessages.perAddress });
    expect(refused.answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(refused.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS);

    const full = startUpload('198.51.100.12');
    full.trickle(50);
    const busy = await full.closed;
    expect(statusOf(busy.answer)).toBe(503);
    expect(bodyOf(busy.answer)).toMatchObject({ code: 'upload.server_busy', message: uploadSlotMessages.total });
    expect(busy.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS);

    // The held ones are abandoned: each is closed by the request timeout, and its slot given back.
    const ends = await Promise.all(held.map((upload) => upload.closed));
    for (const end of ends) {
      expect(statusOf(end.answer)).toBe(408);
      expect(end.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    }
    const { payload, headers } = multipart([
      ...Object.entries(applicationFields(jobId)).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: samplePdf('After the rush') },
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/applicants`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': '198.51.100.10' },
      body: new Uint8Array(payload),
    });
    expect(response.status).toBe(201);
  });

  it('of 150 uploads that never finish, reads only the cap at once and closes every one within the timeout', async () => {
    let mostAtOnce = 0;
    const sampler = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, ctx.app.uploadsBeingRead())), 10);
    const uploads = Array.from({ length: 150 }, (_, i) => startUpload(`203.0.113.${i + 1}`));
    const ends = await Promise.all(uploads.map((upload) => upload.closed));
    clearInterval(sampler);
    const statuses = ends.map((end) => statusOf(end.answer));
    expect(mostAtOnce).toBe(3);
    // Most are refused at once; the few read are cut by the timeout (a slot freed meanwhile may take one more).
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(130);
    expect(statuses.filter((status) => status !== 503 && status !== 408)).toEqual([]);
    expect(Math.max(...ends.map((end) => end.afterMs))).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(ctx.app.uploadsBeingRead()).toBe(0);
  });
});

describe('uploads the rate limiter refuses', () => {
  it('are answered 429 and their connection closed while the client is still sending', async () => {
    const limited = await buildApp({
      config: testConfig({ trustProxy: ['127.0.0.1'], rateLimits: { ...ctx.config.rateLimits, publicForms: 0 } }),
      database: ctx.database,
    });
    try {
      await limited.listen({ port: 0, host: '127.0.0.1' });
      const address = limited.server.address();
      const upload = startUpload('198.51.100.90', typeof address === 'object' && address ? address.port : 0);
      upload.trickle(50);
      const { answer, afterMs } = await upload.closed;
      expect(statusOf(answer)).toBe(429);
      expect(bodyOf(answer)).toMatchObject({ code: 'request.rate_limited' });
      expect(afterMs).toBeLessThan(1_000);
    } finally {
      await limited.close();
    }
  });
});
