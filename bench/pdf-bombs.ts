import { applicationFields } from '../server/db/seed/builders.js';
import { maliciousPdf } from '../server/test/malicious-pdfs.js';
import { multipart } from '../server/test/multipart.js';
import { buildPdfBombs } from '../server/test/pdf-bombs.js';
import type { BenchContext } from './context.js';
import { residentMegabytes } from './process-stats.js';
import { ms, percentile } from './stats.js';

/**
 * Crafted PDFs against the running server (issue 27's figures), measured from this process:
 *  - each bomb sent `pdfBombsAtOnce` times at once (4 in the bench: "a few at once" froze the server
 *    before the check had limits) as a job application: every answer's status and the slowest time (target: refused within 2 s);
 *  - /healthz asked every 10 ms meanwhile: slowest and p99 (target under 200 ms);
 *  - the server's resident memory before and at its peak (target: within 100 MB of the start).
 */
export async function benchPdfBombs({ book, sizes, app }: BenchContext): Promise<void> {
  const base = app.origin;
  const serverPid = app.pid;
  const atOnce = sizes.pdfBombsAtOnce;
  const board = (await (await fetch(`${base}/api/v1/jobs/active`)).json()) as { jobs?: Array<{ _id: string }> } | Array<{ _id: string }>;
  const jobs = Array.isArray(board) ? board : (board.jobs ?? []);
  const jobId = jobs[0]?._id;
  if (!jobId) throw new Error('pdf-bombs: the job board is empty');
  let address = 0;
  const apply = async (pdf: Buffer) => {
    address += 1;
    const { payload, headers } = multipart([
      ...Object.entries(applicationFields(jobId)).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const started = performance.now();
    // Each from an address of its own (the bench server trusts one proxy hop), as a botnet would send them.
    const answer = await fetch(`${base}/api/v1/applicants`, { method: 'POST', body: new Uint8Array(payload), headers: { ...headers, 'x-forwarded-for': `198.51.100.${address % 250}` } });
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - started };
  };

  const bombs = await buildPdfBombs();
  // The check's two threads start with the first uploads; their start is not what is measured.
  const realResume = await maliciousPdf('everything', 3);
  await Promise.all([apply(realResume), apply(realResume)]);
  const rssBefore = residentMegabytes(serverPid);

  let watching = true;
  const health: number[] = [];
  let peakRss = rssBefore;
  const watcher = (async () => {
    while (watching) {
      const started = performance.now();
      await (await fetch(`${base}/healthz`)).arrayBuffer();
      health.push(performance.now() - started);
      peakRss = Math.max(peakRss, residentMegabytes(serverPid));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();

  book.note(`\nCrafted PDFs, ${atOnce} of each at once as job applications`);
  try {
    for (const name of ['tripleDeflated', 'doubleDeflated', 'manySmallStreams', 'nestedObjectStreams', 'hugeLength'] as const) {
      await book.measure('pdf-bombs', `${name} (${(bombs[name].length / 1024).toFixed(1)} kB): slowest answer`, 'ms', { atMost: 2_000 }, async () => {
        const answers = await Promise.all(Array.from({ length: atOnce }, () => apply(bombs[name])));
        const statuses = [...new Set(answers.map((answer) => answer.status))];
        return { value: Math.max(...answers.map((answer) => answer.ms)), detail: `statuses ${statuses.join(', ')}; server at ${residentMegabytes(serverPid).toFixed(0)} MB after` };
      });
    }
    const after = await apply(realResume);
    book.note(`  a real resume afterwards: ${after.status} in ${ms(after.ms)}`);
  } finally {
    watching = false;
    await watcher;
  }
  health.sort((a, b) => a - b);
  book.record('pdf-bombs', `/healthz meanwhile (${health.length} asks): p99`, percentile(health, 99), 'ms', { below: 200 }, `slowest ${ms(health.at(-1) ?? Number.NaN)}`);
  book.record('pdf-bombs', 'server memory growth at its peak', peakRss - rssBefore, 'MB', { below: 100 }, `${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB`);
}
