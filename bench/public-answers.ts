/**
 * The public answers under load, as a browser asks for them (Accept-Encoding: br): the job board
 * API, a prerendered page, /career, a job page, a built asset and a 304 revalidation, each beside a
 * bare Fastify route that sends the same number of bytes (the 304 beside the bare JSON route).
 * Goal (issue 21): each at least half of its bare route.
 */
import autocannon from 'autocannon';
import { ms } from './stats.js';

const connections = 50;

function load(url: string, seconds: number, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** What one answer is, as sent: its status, its bytes on the wire, and its ETag. */
async function probe(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  // fetch decodes brotli; the bytes on the wire are what content-length says.
  const decoded = (await response.arrayBuffer()).byteLength;
  const bytes = Number(response.headers.get('content-length') ?? decoded);
  return { status: response.status, bytes, etag: response.headers.get('etag') ?? undefined, encoding: response.headers.get('content-encoding') };
}

export async function benchPublicAnswers(appPort: number, barePort: number, seconds = 2, rounds = 3) {
  const app = `http://127.0.0.1:${appPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  const br = { 'accept-encoding': 'br' };
  // Fetched without compression so undici does not decode it for us.
  const { jobs } = (await (await fetch(`${app}/api/v1/jobs/active`)).json()) as { jobs: { _id: string }[] };
  const pricingHtml = await (await fetch(`${app}/pricing`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(pricingHtml)?.[1];
  const board = await probe(`${app}/api/v1/jobs/active`, br);

  const cases: { label: string; path: string; headers: Record<string, string>; bareOf?: 'json' }[] = [
    { label: 'GET /api/v1/jobs/active', path: '/api/v1/jobs/active', headers: br },
    { label: 'prerendered page /pricing', path: '/pricing', headers: br },
    { label: '/career', path: '/career', headers: br },
    ...(jobs[0] ? [{ label: '/job/{id}', path: `/job/${jobs[0]._id}`, headers: br }] : []),
    ...(asset ? [{ label: `asset ${asset.slice(0, 20)}…`, path: asset, headers: br }] : []),
    { label: '304 /api/v1/jobs/active', path: '/api/v1/jobs/active', headers: { ...br, 'if-none-match': board.etag ?? '' }, bareOf: 'json' },
  ];

  console.log(`\nPublic answers, Accept-Encoding: br, ${connections} connections, best of ${rounds} rounds of ${seconds} s, in turn with a bare Fastify route sending as many bytes`);
  console.log(`  ${'answer'.padEnd(34)} ${'bytes'.padStart(7)} ${'req/s'.padStart(8)} ${'p99'.padStart(9)} ${'bare req/s'.padStart(11)}  share`);
  let worst = Number.POSITIVE_INFINITY;
  for (const { label, path, headers, bareOf } of cases) {
    const sent = await probe(`${app}${path}`, headers);
    const bareUrl = bareOf === 'json' ? `${bare}/` : `${bare}/bytes/${sent.bytes}`;
    // Rounds of the answer and its bare route taken in turn, best of each kept: on a shared machine a
    // neighbour's burst then slows one round, not one side of the comparison.
    await load(`${app}${path}`, 1, headers);
    await load(bareUrl, 1, {});
    let result: autocannon.Result | undefined;
    let yardstick: autocannon.Result | undefined;
    for (let round = 0; round < rounds; round += 1) {
      const mine = await load(`${app}${path}`, seconds, headers);
      if (!result || mine.requests.average > result.requests.average) result = mine;
      const theirs = await load(bareUrl, seconds, {});
      if (!yardstick || theirs.requests.average > yardstick.requests.average) yardstick = theirs;
    }
    if (!result || !yardstick) continue;
    const share = result.requests.average / yardstick.requests.average;
    worst = Math.min(worst, share);
    const errors = result.errors + (sent.status === 304 ? 0 : result.non2xx);
    console.log(
      `  ${`${label} (${sent.status}${sent.encoding ? ` ${sent.encoding}` : ''})`.padEnd(34)} ${String(sent.bytes).padStart(7)} ${result.requests.average.toFixed(0).padStart(8)} ${ms(result.latency.p99).padStart(9)} ${yardstick.requests.average.toFixed(0).padStart(11)}  ${(share * 100).toFixed(0).padStart(4)}%${errors ? `   errors ${errors}` : ''}`,
    );
  }
  console.log(`  lowest share ${(worst * 100).toFixed(0)}% (target at least 50%: ${worst >= 0.5 ? 'met' : 'NOT met'})`);
}
