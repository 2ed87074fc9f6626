import { readFileSync } from 'node:fs';
import { applicationFields } from '../server/db/seed/builders.js';
import { multipart, samplePdf } from '../server/test/multipart.js';
import { startTestS3Server } from '../server/test/s3-server.js';
import { ms, percentile } from './stats.js';

/** Uploads in flight at once, and how many are sent in all (per storage). */
const AT_ONCE = 50;
const ROUNDS = 4;

/** The server process's resident memory, read from /proc (Linux). */
function residentMegabytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** A server of the site, started with `env` on top of the bench's settings, listening on `port`. */
export type StartServer = (port: number, env: Record<string, string>) => Promise<{ pid: number }>;

/**
 * Job applications with a 2 MB PDF each, AT_ONCE in flight (each from an address of its own),
 * ROUNDS × AT_ONCE in all, against the site storing files on the filesystem and against it storing
 * them in an S3 API server (s3rver, in this process): uploads and megabytes per second, p50/p95 of
 * an application's answer, and the server's resident memory before and at its peak.
 */
export async function benchUploads(start: StartServer, firstPort: number): Promise<void> {
  const pdf = samplePdf('Experienced customer service agent. '.repeat(58_000));
  console.log(`\nUploads: ${AT_ONCE} at once, ${ROUNDS * AT_ONCE} applications with a ${(pdf.length / 2 ** 20).toFixed(1)} MB PDF each`);
  const bucket = await startTestS3Server('bench-documents');
  try {
    const storages: [string, Record<string, string>][] = [
      ['filesystem (DATA_DIR/files)', {}],
      ['S3 API (s3rver)', bucket.env],
    ];
    for (const [index, [name, env]] of storages.entries()) {
      const port = firstPort + index;
      const { pid } = await start(port, env);
      const figures = await sendApplications(port, pid, pdf, index);
      console.log(
        `  ${name.padEnd(28)} ${figures.perSecond.toFixed(1)} uploads/s (${figures.megabytesPerSecond.toFixed(1)} MB/s), ` +
          `answer p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, statuses ${figures.statuses}; ` +
          `server RSS ${figures.rssBefore.toFixed(0)} MB before, peak ${figures.peakRss.toFixed(0)} MB`,
      );
    }
  } finally {
    await bucket.close();
  }
}

async function sendApplications(port: number, pid: number, pdf: Buffer, run: number) {
  const base = `http://127.0.0.1:${port}`;
  const board = (await (await fetch(`${base}/api/v1/jobs/active`)).json()) as { jobs?: Array<{ _id: string }> } | Array<{ _id: string }>;
  const jobId = (Array.isArray(board) ? board : (board.jobs ?? []))[0]?._id;
  if (!jobId) throw new Error('uploads: the job board is empty');
  let sent = 0;
  const apply = async () => {
    sent += 1;
    // Each from an address of its own (the bench server trusts one proxy hop): the form's rate limit is per address.
    const address = `10.${run}.${Math.floor(sent / 250)}.${sent % 250}`;
    const { payload, headers } = multipart([
      ...Object.entries(applicationFields(jobId)).map(([name, value]) => ({ name, value })),
      { name: 'resume', filename: 'cv.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    const started = performance.now();
    try {
      const answer = await fetch(`${base}/api/v1/applicants`, { method: 'POST', body: new Uint8Array(payload), headers: { ...headers, 'x-forwarded-for': address } });
      await answer.arrayBuffer();
      return { status: String(answer.status), ms: performance.now() - started };
    } catch (error) {
      // Counted, not thrown: a connection the server dropped is one of the figures.
      return { status: (error as { cause?: { code?: string } }).cause?.code ?? 'network error', ms: performance.now() - started };
    }
  };
  // The check's threads start with the first uploads; their start is not what is measured.
  await Promise.all([apply(), apply()]);
  const rssBefore = residentMegabytes(pid);
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, residentMegabytes(pid))), 20);
  const started = performance.now();
  const answers = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) answers.push(...(await Promise.all(Array.from({ length: AT_ONCE }, apply))));
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return {
    perSecond: answers.length / seconds,
    megabytesPerSecond: (answers.length * pdf.length) / 2 ** 20 / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statuses: [...counts].map(([status, count]) => `${count} × ${status}`).join(', '),
    rssBefore,
    peakRss,
  };
}
