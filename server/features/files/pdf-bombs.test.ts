import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { applicationFields, buildJob } from '../../test/factories.js';
import { multipart, type Part } from '../../test/multipart.js';
import { buildPdfBombs, type PdfBombs } from '../../test/pdf-bombs.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { maliciousPdf } from '../../test/malicious-pdfs.js';
import { storedFiles } from './stored-files.table.js';

let ctx: TestContext;
let bombs: PdfBombs;
let baseUrl: string;
let jobId: string;

beforeAll(async () => {
  [ctx, bombs] = await Promise.all([createTestContext(), buildPdfBombs()]);
  jobId = (await buildJob(ctx.db, { title: 'Virtual Assistant' })).id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => ctx.close());

const textParts = (fields: Record<string, string>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, value }));

async function postResume(pdf: Buffer, email: string) {
  const { payload, headers } = multipart([...textParts(applicationFields(jobId, { email })), { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf }]);
  const response = await fetch(`${baseUrl}/api/v1/applicants`, { method: 'POST', body: new Uint8Array(payload), headers });
  return { status: response.status, body: (await response.json()) as { code?: string; message?: string } };
}

async function postContract(pdf: Buffer, email: string) {
  const { payload, headers } = multipart([...textParts({ name: 'Marisol Cruz', email }), { name: 'contract', filename: 'contract.pdf', contentType: 'application/pdf', bytes: pdf }]);
  const response = await fetch(`${baseUrl}/api/v1/franchise-applications`, { method: 'POST', body: new Uint8Array(payload), headers });
  return { status: response.status, body: (await response.json()) as { code?: string } };
}

/**
 * How long the server's own thread was ever kept busy, and the most memory the process held, while
 * `work` ran. These are guards against the check running on that thread again (it froze /healthz
 * for 10 s and kept 870 MB), with wide margins; the precise figures are `npm run bench -- --only
 * pdf-bombs`, measured from another process.
 */
async function watchServer<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 10);
  delay.enable();
  try {
    const result = await work();
    return { result, longestStallMs: delay.max / 1e6, peakRss };
  } finally {
    delay.disable();
    clearInterval(sampler);
  }
}

describe('a crafted PDF cannot stall or fill the server', () => {
  it('refuses every decompression bomb with 413 and stores nothing, while the server\'s thread stays free', async () => {
    // The check's two threads are started by real uploads first: their start is not what is measured.
    const warmUps = await Promise.all([postResume(await maliciousPdf('everything', 2), 'warm-up-1@example.com'), postResume(await maliciousPdf('everything', 2), 'warm-up-2@example.com')]);
    expect(warmUps.map((answer) => answer.status)).toEqual([201, 201]);
    const filesBefore = (await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).length;
    const rssBefore = process.memoryUsage().rss;

    const names = ['tripleDeflated', 'doubleDeflated', 'manySmallStreams'] as const;
    // Sent all at once, as an attacker would, and each again as a franchise contract.
    const { result, longestStallMs, peakRss } = await watchServer(async () => {
      const answers = await Promise.all(names.map((name, index) => postResume(bombs[name], `bomb-${index}@example.com`)));
      const contracts = await Promise.all(names.map((name, index) => postContract(bombs[name], `bomb-contract-${index}@example.com`)));
      return { answers, contracts };
    });

    for (const [index, answer] of result.answers.entries()) {
      expect(answer.status, names[index]).toBe(413);
      expect(answer.body).toMatchObject({ code: 'upload.pdf_too_complex', message: expect.stringContaining('could not be checked') });
    }
    for (const contract of result.contracts) expect(contract).toMatchObject({ status: 413, body: { code: 'upload.pdf_too_complex' } });
    expect(longestStallMs).toBeLessThan(1_000);
    expect((peakRss - rssBefore) / 2 ** 20).toBeLessThan(300);
    expect(await ctx.db.select({ id: storedFiles.id }).from(storedFiles)).toHaveLength(filesBefore);
  });

  it.each(['hugeLength', 'nestedObjectStreams'] as const)('answers %s as a readable one-page PDF or a refusal', async (name) => {
    const answer = await postResume(bombs[name], `${name.toLowerCase()}@example.com`);
    expect([201, 400, 413]).toContain(answer.status);
  });

  it('still takes a real resume right after the bombs', async () => {
    const answer = await postResume(await maliciousPdf('linkJavaScript', 3), 'after-bombs@example.com');
    expect(answer.status).toBe(201);
  });
});
