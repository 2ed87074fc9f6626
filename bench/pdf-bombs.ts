import { readFileSync } from 'node:fs';
import { applicationFields } from '../server/db/seed/builders.js';
import { maliciousPdf } from '../server/test/malicious-pdfs.js';
import { multipart } from '../server/test/multipart.js';
import { buildPdfBombs } from '../server/test/pdf-bombs.js';
import { ms, percentile } from './stats.js';

/** Copies of each bomb sent at once: "a few at once" froze the server before the check had limits. */
const AT_ONCE = 4;

/** The server process's resident memory, read from /proc (Linux). */
function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/**
 * Crafted PDFs against the running server (issue 27's figures), measured from this process:
 *  - each bomb sent AT_ONCE times at once as a job application: every answer's status and the slowest time (target: refused within 2 s);
 *  - /healthz asked every 10 ms meanwhile: slowest and p99 (target under 200 ms);
 *  - the server's resident memory before and at its peak (target: within 100 MB of the start).
 */
export async function benchPdfBombs(appPort: number, serverPid: number): Promise<void> {
  const base = `http://127.0.0.1:${appPort}`;
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

  console.log(`\nCrafted PDFs, ${AT_ONCE} of each at once as job applications (target: each refused or cleaned within 2 s)`);
  console.log('bomb                         size      statuses            slowest');
  for (const name of ['tripleDeflated', 'doubleDeflated', 'manySmallStreams', 'nestedObjectStreams', 'hugeLength'] as const) {
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => apply(bombs[name])));
    const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
    console.log(`${name.padEnd(28)} ${`${(bombs[name].length / 1024).toFixed(1)} kB`.padStart(9)}  ${statuses.padEnd(18)}  ${ms(Math.max(...answers.map((answer) => answer.ms)))}`);
  }
  const after = await apply(realResume);
  watching = false;
  await watcher;
  health.sort((a, b) => a - b);
  console.log(`a real resume afterwards: ${after.status} in ${ms(after.ms)}`);
  console.log(`/healthz meanwhile (${health.length} asks): slowest ${ms(health.at(-1) ?? Number.NaN)}, p99 ${ms(percentile(health, 99))} (target < 200 ms)`);
  console.log(`server memory: ${rssBefore.toFixed(0)} MB before, peak ${peakRss.toFixed(0)} MB, +${(peakRss - rssBefore).toFixed(0)} MB (target < +100 MB)`);
}
