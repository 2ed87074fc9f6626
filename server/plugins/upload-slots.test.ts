import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { applicants, franchiseApplications } from '../db/schema.js';
import { applicationFields, buildJob, uniqueEmail } from '../test/factories.js';
import { multipart, samplePdf, type Part } from '../test/multipart.js';
import { testConfig } from '../test/test-app.js';
import { useTestApp } from '../test/use-test-app.js';
import { uploadMessages } from '../../contract/franchise.js';
import { MAX_UPLOAD_BODY_BYTES } from './file-uploads.js';
import { uploadSlotMessages } from './upload-slots.js';

/**
 * Against a listening server through raw sockets, as a slow phone or an attacker would talk to it.
 * Timeouts are short here; production's are the same mechanism with longer values.
 */
const REQUEST_TIMEOUT_MS = 1_500;
const HEADERS_TIMEOUT_MS = 800;
/** Node checks timeouts on a beat (200 ms here); server and clients share this busy process. Without the timeouts these connections stay open for good. */
const SLACK_MS = 2_500;

const ctx = useTestApp({
  config: {
    // Clients are told apart by the address the local proxy (this test) puts in X-Forwarded-For.
    trustProxy: ['127.0.0.1'],
    // Idle longer than the request timeout, so a trickle of bytes is cut by the request timeout.
    timeouts: { request: REQUEST_TIMEOUT_MS, headers: HEADERS_TIMEOUT_MS, idle: 10_000, keepAlive: 1_000 },
    // A rate window longer than the request timeout: these tests see the request timeout alone.
    uploads: { perAddress: 2, total: 3, minRate: { bytesPerSecond: 1024, windowMs: 10_000 } },
  },
  listen: true,
});
let jobId: string;
beforeAll(async () => {
  jobId = (await buildJob(ctx.db, { title: 'Upload Limits Agent' })).id;
});

interface OpenUpload {
  socket: Socket;
  openedAt: number;
  /** Resolves when the server closes the connection, with everything it answered. */
  closed: Promise<{ answer: string; afterMs: number }>;
  trickle(everyMs: number): void;
}

/** The two forms that take a PDF, each behind an upload slot. */
const uploadRoutes = {
  application: { path: '/api/v1/applicants', fileField: 'resume' },
  franchise: { path: '/api/v1/franchise-applications', fileField: 'contract' },
} as const;
type UploadRoute = keyof typeof uploadRoutes;

/** A raw connection to a listening app, 127.0.0.1 only: what it was answered once it closes. */
function openConnection(toPort: number) {
  const socket = connect({ port: toPort, host: '127.0.0.1' });
  socket.on('error', () => undefined);
  const openedAt = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) => socket.on('close', () => resolve({ answer, afterMs: Date.now() - openedAt })));
  return { socket, openedAt, closed };
}

/**
 * Starts a 5 MB upload that sends its headers and a first chunk, then waits: the form's text
 * `fields` if given (a partial body that looks complete so far), then the start of the PDF.
 */
function startUpload(
  clientAddress: string,
  { toPort = ctx.port, route = 'application', fields = {} }: { toPort?: number; route?: UploadRoute; fields?: Record<string, string> } = {},
): OpenUpload {
  const boundary = '----slowupload';
  const { path, fileField } = uploadRoutes[route];
  const { socket, openedAt, closed } = openConnection(toPort);
  const fieldParts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: ${clientAddress}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n` +
      fieldParts +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
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

/**
 * A cut-off upload's slot is given back once its reading has ended with the connection and its
 * temporary file is removed: a moment after the client sees the connection close.
 */
const slotsFreed = (app: FastifyInstance) => vi.waitFor(() => expect(app.uploadsBeingRead()).toBe(0), { timeout: 1_000 });

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
    const socket = connect({ port: ctx.port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    const openedAt = Date.now();
    socket.write('POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Slow: ');
    const timer = setInterval(() => socket.writable && socket.write('a'), 100);
    await new Promise((resolve) => socket.on('close', resolve));
    clearInterval(timer);
    expect(Date.now() - openedAt).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });
});

describe('bodies larger than an upload form', () => {
  const tooLarge = { code: 'upload.too_large', message: uploadMessages.tooLarge, error: uploadMessages.tooLarge };

  it.each([
    ['10 GB', 10 * 1024 ** 3],
    ['a byte over the limit', MAX_UPLOAD_BODY_BYTES + 1],
  ])('are answered 413 at once when their Content-Length says so (%s), before the body is read, and closed', async (_name, length) => {
    const { socket, closed } = openConnection(ctx.port);
    // The headers and a first few bytes of the body; the rest would follow at the client's pace.
    socket.write(
      `POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: 198.51.100.40\r\n` +
        `Content-Type: multipart/form-data; boundary=big\r\nContent-Length: ${length}\r\n\r\n--big\r\n`,
    );
    const { answer, afterMs } = await within(REQUEST_TIMEOUT_MS - 500, 'the 413', closed);
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toEqual(tooLarge);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(afterMs).toBeLessThan(500);
    expect(ctx.app.uploadsBeingRead()).toBe(0);
  });

  it('cut one sent without a length (chunked) off with 413 once it passes the limit, without waiting for the rest', async () => {
    const { socket, closed } = openConnection(ctx.port);
    socket.write(
      `POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: 198.51.100.41\r\n` +
        `Content-Type: multipart/form-data; boundary=big\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    const chunk = (bytes: Buffer | string) => `${Buffer.byteLength(bytes).toString(16)}\r\n${bytes.toString()}\r\n`;
    socket.write(chunk(`--big\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`));
    // At full speed to a little past the limit, then nothing more: a sender that would go on, had the
    // server read on. (Writing on while the server closes would lose its answer to the client's EPIPE.)
    const block = chunk(Buffer.alloc(64 * 1024, 'x'));
    let sent = 0;
    while (sent <= MAX_UPLOAD_BODY_BYTES + 128 * 1024 && !socket.destroyed) {
      sent += 64 * 1024;
      if (!socket.write(block)) await Promise.race([once(socket, 'drain').catch(() => undefined), closed]);
    }
    // Before the request timeout (408 for a body that never ends): the rest was not waited for.
    const { answer } = await within(REQUEST_TIMEOUT_MS, 'the cut-off answer', closed);
    expect(statusOf(answer)).toBe(413);
    expect(bodyOf(answer)).toEqual(tooLarge);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    await slotsFreed(ctx.app);
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
    const response = await fetch(`${ctx.baseUrl}/api/v1/applicants`, {
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
    await slotsFreed(ctx.app);
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
      const upload = startUpload('198.51.100.90', { toPort: typeof address === 'object' && address ? address.port : 0 });
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

/** Resolves as `promise` does, or fails naming `what` once `ms` have passed: every wait here is bounded. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A whole form for `route` with one PDF, as the site's own form sends it. */
function formFor(route: UploadRoute, email: string, pdf = samplePdf('Sent at a normal speed')) {
  const fields = route === 'application' ? applicationFields(jobId, { email }) : { name: 'Marisol Cruz', email };
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: uploadRoutes[route].fileField, filename: 'document.pdf', contentType: 'application/pdf', bytes: pdf },
  ];
  return multipart(parts);
}

/** Sends a whole form at full speed, as a browser would. */
function submit(toPort: number, route: UploadRoute, clientAddress: string, email: string) {
  const { payload, headers } = formFor(route, email);
  return fetch(`http://127.0.0.1:${toPort}${uploadRoutes[route].path}`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': clientAddress },
    body: new Uint8Array(payload),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Which of `emails` have a stored application of `route`'s kind. */
async function storedEmails(route: UploadRoute, emails: string[]): Promise<string[]> {
  const table = route === 'application' ? applicants : franchiseApplications;
  const rows = await ctx.db.select({ email: table.email }).from(table).where(inArray(table.email, emails));
  return rows.map((row) => row.email).sort();
}

describe('uploads that arrive too slowly', () => {
  /** The minimum rate's window, short so these tests are quick (production's is 10 s); the request timeout is 30 s here. */
  const WINDOW_MS = 1_000;
  let slowApp: FastifyInstance;
  let slowPort: number;
  beforeAll(async () => {
    slowApp = await buildApp({
      config: testConfig({
        trustProxy: ['127.0.0.1'],
        uploads: { perAddress: 3, total: 20, minRate: { bytesPerSecond: 1024, windowMs: WINDOW_MS } },
      }),
      database: ctx.database,
    });
    await slowApp.listen({ port: 0, host: '127.0.0.1' });
    const address = slowApp.server.address();
    slowPort = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => slowApp?.close());

  it.each(['application', 'franchise'] as const)(
    'answers a %s upload sent below the minimum rate 408 upload.too_slow after one window, closes it, stores nothing and frees its slot',
    async (route) => {
      const address = route === 'application' ? '198.51.100.20' : '198.51.100.21';
      // The address's three slots, each with every text field sent and then a byte every 100 ms (10 B/s).
      const slowEmails = [uniqueEmail('slow'), uniqueEmail('slow'), uniqueEmail('slow')];
      const slow = slowEmails.map((email) =>
        startUpload(address, {
          toPort: slowPort,
          route,
          fields: route === 'application' ? applicationFields(jobId, { email }) : { name: 'Slow Sender', email },
        }),
      );
      for (const upload of slow) upload.trickle(100);

      const ends = await within(WINDOW_MS + SLACK_MS, 'the slow uploads closed', Promise.all(slow.map((upload) => upload.closed)));
      for (const end of ends) {
        expect(statusOf(end.answer)).toBe(408);
        expect(bodyOf(end.answer)).toEqual({ code: 'upload.too_slow', message: uploadSlotMessages.tooSlow, error: uploadSlotMessages.tooSlow });
        expect(end.answer).toMatch(/\r\nconnection: close\r\n/i);
        expect(end.afterMs).toBeGreaterThanOrEqual(WINDOW_MS - 20);
      }
      await slotsFreed(slowApp);
      expect(await storedEmails(route, slowEmails)).toEqual([]);

      // Had a slot stayed taken, the address's next upload would be refused (429).
      const email = uniqueEmail('after-slow');
      const response = await submit(slowPort, route, address, email);
      expect(response.status).toBe(201);
      expect(await storedEmails(route, [email])).toEqual([email]);
    },
  );

  it('frees the slots 21 trickling uploads from 7 addresses hold: within seconds an application from another address is stored', async () => {
    const startedAt = Date.now();
    const slowEmails: string[] = [];
    const slow = Array.from({ length: 7 }, (_, i) => `203.0.113.${200 + i}`).flatMap((address) =>
      Array.from({ length: 3 }, () => {
        const email = uniqueEmail('trickle');
        slowEmails.push(email);
        const upload = startUpload(address, { toPort: slowPort, fields: applicationFields(jobId, { email }) });
        upload.trickle(200);
        return upload;
      }),
    );

    // 20 take every slot and the 21st is refused at once; so is anyone else meanwhile (the reported outage).
    const firstEnd = await within(WINDOW_MS, 'the upload beyond the total refused', Promise.race(slow.map((upload) => upload.closed)));
    expect(statusOf(firstEnd.answer)).toBe(503);
    const meanwhile = await within(WINDOW_MS, 'an upload while the slots are held', startUpload('198.51.100.200', { toPort: slowPort }).closed);
    expect(statusOf(meanwhile.answer)).toBe(503);
    expect(bodyOf(meanwhile.answer)).toMatchObject({ code: 'upload.server_busy' });

    const ends = await within(WINDOW_MS + SLACK_MS, 'the trickling uploads closed', Promise.all(slow.map((upload) => upload.closed)));
    const statuses = ends.map((end) => statusOf(end.answer));
    expect(statuses.filter((status) => status === 503)).toHaveLength(1);
    expect(statuses.filter((status) => status === 408)).toHaveLength(20);
    expect(ends.filter((end) => statusOf(end.answer) === 408).every((end) => bodyOf(end.answer).code === 'upload.too_slow')).toBe(true);
    await slotsFreed(slowApp);

    const email = uniqueEmail('applicant');
    const response = await submit(slowPort, 'application', '198.51.100.200', email);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { message: string; applicantId: string };
    expect(body.message).toBe('Application submitted successfully!');
    const [stored] = await ctx.db.select().from(applicants).where(eq(applicants.email, email));
    expect(stored).toMatchObject({ id: body.applicantId, jobId, email, firstName: 'Maria' });
    // Before the minimum rate, the slots stayed taken until the request timeout (180 s in production).
    expect(Date.now() - startedAt).toBeLessThan(WINDOW_MS + SLACK_MS + 2_000);
    // The cut-off bodies, text fields complete, left nothing behind.
    expect(await storedEmails('application', slowEmails)).toEqual([]);
  });

  it('lets an upload that keeps above the minimum rate through, however many windows it takes', async () => {
    const email = uniqueEmail('steady');
    // About 10 KB, sent 1 KB every 250 ms (4 KB/s, four times the minimum): some 2.5 windows.
    const { payload, headers } = formFor('application', email, samplePdf('Steady upload '.repeat(700)));
    const { socket, closed } = openConnection(slowPort);
    socket.write(
      `POST /api/v1/applicants HTTP/1.1\r\nHost: site.test\r\nX-Forwarded-For: 198.51.100.30\r\nConnection: close\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    let sent = 0;
    const pacer = setInterval(() => {
      const chunk = payload.subarray(sent, sent + 1024);
      sent += chunk.length;
      socket.write(chunk);
      if (sent >= payload.length) clearInterval(pacer);
    }, 250);
    const { answer, afterMs } = await within(10_000, 'the steady upload answered', closed).finally(() => clearInterval(pacer));
    expect(statusOf(answer)).toBe(201);
    expect(afterMs).toBeGreaterThan(2 * WINDOW_MS);
    expect(await storedEmails('application', [email])).toEqual([email]);
  });
});
