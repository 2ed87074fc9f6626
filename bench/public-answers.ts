/**
 * The public answers under load, as a browser asks for them (Accept-Encoding: br): the job board
 * API, a prerendered page, /career, a job page, a built asset and a 304 revalidation, each beside a
 * bare Fastify route that sends the same number of bytes (the 304 beside the bare JSON route),
 * rounds of each taken in turn and the median share kept.
 * Targets: issue 41, at least 75% of the bare route for the job board and the three pages; issue 21,
 * at least half for the asset and the 304. The not-found page and a page only the browser renders
 * (the app shell) are reported.
 */
import { isBuilt } from './built.js';
import type { BenchContext } from './context.js';
import { NotBuiltError, type Target } from './figures.js';
import { compareLoads, cpuPerAnswerText } from './load.js';
import { ms } from './stats.js';

export const PUBLIC_ANSWER_TARGET = { atLeast: 75 } as const;
const ASSET_AND_304_TARGET = { atLeast: 50 } as const;

/** What one answer is, as sent: its status, its bytes on the wire, and its ETag. */
async function probe(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  // fetch decodes brotli; the bytes on the wire are what content-length says.
  const decoded = (await response.arrayBuffer()).byteLength;
  const bytes = Number(response.headers.get('content-length') ?? decoded);
  return { status: response.status, bytes, etag: response.headers.get('etag') ?? undefined, encoding: response.headers.get('content-encoding') };
}

export async function benchPublicAnswers({ book, sizes, app, bare }: BenchContext) {
  const br = { 'accept-encoding': 'br' };
  const { jobs } = (await (await fetch(`${app.origin}/api/v1/jobs/active`)).json()) as { jobs: { _id: string }[] };
  const built = isBuilt('client');
  const pricingHtml = built ? await (await fetch(`${app.origin}/pricing`)).text() : '';
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(pricingHtml)?.[1];
  const board = await probe(`${app.origin}/api/v1/jobs/active`, br);

  const cases: { label: string; path: string | undefined; headers: Record<string, string>; target: Target; page?: true; status?: number }[] = [
    { label: 'GET /api/v1/jobs/active', path: '/api/v1/jobs/active', headers: br, target: PUBLIC_ANSWER_TARGET },
    { label: 'prerendered page /pricing', path: '/pricing', headers: br, target: PUBLIC_ANSWER_TARGET, page: true },
    { label: '/career', path: '/career', headers: br, target: PUBLIC_ANSWER_TARGET, page: true },
    { label: '/job/{id}', path: jobs[0] ? `/job/${jobs[0]._id}` : undefined, headers: br, target: PUBLIC_ANSWER_TARGET, page: true },
    { label: 'a built script (/assets/…js)', path: asset, headers: br, target: ASSET_AND_304_TARGET, page: true },
    { label: '304 /api/v1/jobs/active', path: '/api/v1/jobs/active', headers: { ...br, 'if-none-match': board.etag ?? '' }, target: ASSET_AND_304_TARGET, status: 304 },
    // Reported: what a bot's probe costs (2.6 ms of CPU each before the router's table was cut, decision 0235).
    { label: "the not-found page (a bot's /wp-login.php)", path: '/wp-login.php', headers: br, target: 'reported', page: true, status: 404 },
    { label: 'a page only the browser renders (/login)', path: '/login', headers: br, target: 'reported', page: true },
  ];

  const { seconds, rounds, connections } = sizes.load;
  book.note(
    `\nPublic answers, Accept-Encoding: br, ${connections} connections, ${rounds} rounds of ${seconds} s in turn with a bare Fastify route sending as many bytes; ` +
      'req/s as a share of the bare route\'s, median of the rounds',
  );
  for (const { label, path, headers, target, page, status = 200 } of cases) {
    await book.measure('public-answers', `${label}: req/s, share of the bare route`, '%', target, async () => {
      if (page && !built) throw new NotBuiltError('client');
      if (!path) throw new Error(label.startsWith('/job') ? 'the job board is empty' : 'no script found in /pricing');
      const sent = await probe(`${app.origin}${path}`, headers);
      if (sent.status !== status) throw new Error(`${path} answered ${sent.status}, not ${status}`);
      const bareUrl = status === 304 ? `${bare.origin}/` : `${bare.origin}/bytes/${sent.bytes}`;
      const compared = await compareLoads({ url: `${app.origin}${path}`, headers, status, pid: app.pid }, { url: bareUrl, pid: bare.pid }, sizes.load);
      return {
        value: compared.share * 100,
        detail: `${sent.status}${sent.encoding ? ` ${sent.encoding}` : ''}, ${sent.bytes} bytes: ${compared.reqPerSecond.toFixed(0)} req/s (bare ${compared.yardstickReqPerSecond.toFixed(0)}), p99 ${ms(compared.p99)}${cpuPerAnswerText(compared, 'bare')}`,
      };
    });
  }
}
