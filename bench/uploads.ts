import { applicationFields } from '../server/db/seed/builders.js';
import { multipart, samplePdf } from '../server/test/multipart.js';
import { startTestS3Server } from '../server/test/s3-server.js';
import type { BenchContext } from './context.js';
import { residentMegabytes } from './process-stats.js';
import { ms, percentile } from './stats.js';

const filler = 'Experienced customer service agent. ';

/**
 * Job applications with a PDF each (2 MB in the bench), `atOnce` in flight (each from an address of
 * its own), `rounds` × `atOnce` in all, against the site storing files on the filesystem and against
 * it storing them in an S3 API server (s3rver, in this process), each a server of its own so its
 * memory is measured alone: uploads and megabytes per second, p50/p95 of an application's answer,
 * and the server's resident memory before and at its peak. Reported, without targets.
 */
export async function benchUploads({ book, sizes, startSite, stopSite, freePort }: BenchContext): Promise<void> {
  const { atOnce, rounds, pdfMegabytes } = sizes.uploads;
  const pdf = samplePdf(filler.repeat(Math.round((pdfMegabytes * 2 ** 20) / filler.length)));
  book.note(`\nUploads: ${atOnce} at once, ${rounds * atOnce} applications with a ${(pdf.length / 2 ** 20).toFixed(1)} MB PDF each`);
  const bucket = await startTestS3Server('bench-documents');
  try {
    const storages: [string, Record<string, string>][] = [
      ['filesystem (DATA_DIR/files)', {}],
      ['S3 API (s3rver)', bucket.env],
    ];
    // Both started at once (a start is not what is measured), each measured alone.
    const sites = await Promise.all(storages.map(async ([, env]) => startSite(await freePort(), env)));
    try {
      for (const [index, [name]] of storages.entries()) {
        const site = sites[index]!;
        const figures = await sendApplications(site.port, site.pid, pdf, index, atOnce, rounds);
        const detail = `answer p50 ${ms(figures.p50)}, statuses ${figures.statuses}`;
        book.record('uploads', `${name}: applications stored`, figures.perSecond, 'uploads/s', 'reported', `${figures.megabytesPerSecond.toFixed(1)} MB/s; ${detail}`);
        book.record('uploads', `${name}: answer p95`, figures.p95, 'ms', 'reported');
        book.record('uploads', `${name}: server memory growth at its peak`, figures.peakRss - figures.rssBefore, 'MB', 'reported', `${figures.rssBefore.toFixed(0)} MB before, peak ${figures.peakRss.toFixed(0)} MB`);
        await stopSite(site);
      }
    } finally {
      await Promise.all(sites.map(stopSite));
    }
  } finally {
    await bucket.close();
  }
}

async function sendApplications(port: number, pid: number, pdf: Buffer, run: number, atOnce: number, rounds: number) {
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
    for (let round = 0; round < rounds; round += 1) answers.push(...(await Promise.all(Array.from({ length: atOnce }, apply))));
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
