import autocannon from 'autocannon';
import { cpuSeconds } from './process-stats.js';
import { median } from './stats.js';

export interface LoadSettings {
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

/**
 * `connections` connections asking for `url` for `seconds`, one request in flight on each
 * (autocannon), from a worker thread: the load generator's heap is its own, not the bench's with
 * every seeded row and figure in it. Run in the bench's own thread after the admin lists, the job
 * board API measured 67–75% of the bare route (alone: 74–85%); from a worker, 75–76%.
 */
export function loadRun(url: string, { seconds, connections, headers = {} }: LoadSettings): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, headers, workers: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** What went wrong in a load run: connection errors (timeouts among them), and answers other than `status`. */
export function loadProblems(result: autocannon.Result, status = 200): string | undefined {
  const codes = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => Number(code) !== status);
  const wrong = codes.reduce((sum, [, stats]) => sum + (stats.count ?? 0), 0);
  if (result.errors + wrong === 0 && result.requests.total > 0) return undefined;
  const answers = codes.map(([code, stats]) => `${stats.count ?? 0} × ${code}`).join(', ');
  return `${result.requests.total} requests, ${result.errors} connection errors (${result.timeouts} timeouts), ${wrong} answers other than ${status}${answers ? ` (${answers})` : ''}`;
}

/**
 * Waits until the server has finished what the last run left queued (the embedded database answers
 * one query at a time in the server's own thread, so a slow answer's queue outlasts the run, keeps
 * its event loop busy and would be measured as the next run's): until /healthz answers within
 * 100 ms, for a minute at most.
 */
async function settle(url: string): Promise<void> {
  const healthz = `${new URL(url).origin}/healthz`;
  const deadline = performance.now() + 60_000;
  for (;;) {
    const started = performance.now();
    await (await fetch(healthz)).arrayBuffer();
    if (performance.now() - started < 100 || performance.now() > deadline) return;
  }
}

/** Requests answered per second over the whole run (autocannon's per-second samples need runs of whole seconds). */
export const requestsPerSecond = (result: autocannon.Result) => result.requests.total / result.duration;

export interface ComparedLoad {
  /** Median over the rounds of this round's req/s over the yardstick's. */
  share: number;
  reqPerSecond: number;
  yardstickReqPerSecond: number;
  /** Median of the rounds' p99 latency, ms. */
  p99: number;
  yardstickP99: number;
  /**
   * Median of the rounds' CPU time of the server (every thread, user and system) per answer, µs,
   * for the sides given a pid on Linux. Beside req/s: what an answer costs its server, whoever else
   * had the cores meanwhile (the load generator shares the machine's two with it).
   */
  cpuMicrosPerAnswer?: number;
  yardstickCpuMicrosPerAnswer?: number;
}

/** A side of a comparison: what to ask, and the server's pid when its CPU time is to be read. */
export interface LoadSide {
  url: string;
  headers?: Record<string, string>;
  status?: number;
  pid?: number;
}

/**
 * Rounds of a load and its yardstick taken in turn (after a warm-up of each), compared round by
 * round and the median kept: on a shared machine a neighbour's burst then slows one round, not one
 * side of the comparison. A run with errors or an unexpected status is refused (thrown).
 */
export async function compareLoads(
  mine: LoadSide,
  yardstick: LoadSide,
  settings: { seconds: number; rounds: number; connections: number; warmUpSeconds: number },
): Promise<ComparedLoad> {
  const run = async (side: LoadSide, seconds: number, warmUp = false) => {
    const cpuBefore = side.pid === undefined ? undefined : cpuSeconds(side.pid);
    const result = await loadRun(side.url, { seconds, connections: settings.connections, headers: side.headers });
    const cpuAfter = side.pid === undefined ? undefined : cpuSeconds(side.pid);
    const cpuMicros = cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0 ? undefined : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
    // One more request waits behind those the run left queued (for a database connection, say), then the event loop settles.
    await (await fetch(side.url, { headers: side.headers })).arrayBuffer();
    await settle(side.url);
    const problems = loadProblems(result, side.status);
    // A warm-up may end before the first answer (a slow answer under many connections); a round may not.
    if (problems && !(warmUp && result.errors === 0 && result.requests.total === 0)) throw new Error(`${new URL(side.url).pathname}: ${problems}`);
    return { ...result, cpuMicros };
  };
  if (settings.warmUpSeconds > 0) {
    await run(mine, settings.warmUpSeconds, true);
    await run(yardstick, settings.warmUpSeconds, true);
  }
  const rounds: { mine: Awaited<ReturnType<typeof run>>; theirs: Awaited<ReturnType<typeof run>> }[] = [];
  for (let round = 0; round < settings.rounds; round += 1) rounds.push({ mine: await run(mine, settings.seconds), theirs: await run(yardstick, settings.seconds) });
  return {
    share: median(rounds.map((round) => requestsPerSecond(round.mine) / requestsPerSecond(round.theirs))),
    reqPerSecond: median(rounds.map((round) => requestsPerSecond(round.mine))),
    yardstickReqPerSecond: median(rounds.map((round) => requestsPerSecond(round.theirs))),
    p99: median(rounds.map((round) => round.mine.latency.p99)),
    yardstickP99: median(rounds.map((round) => round.theirs.latency.p99)),
    cpuMicrosPerAnswer: medianOfAll(rounds.map((round) => round.mine.cpuMicros)),
    yardstickCpuMicrosPerAnswer: medianOfAll(rounds.map((round) => round.theirs.cpuMicros)),
  };
}

/** The median, or undefined when a value is missing (no /proc, or no pid given). */
function medianOfAll(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length === values.length ? median(known) : undefined;
}

/** The CPU per answer of both sides, for a figure's detail: `, CPU 59 µs/answer (bare 38)`; empty where not read. */
export function cpuPerAnswerText({ cpuMicrosPerAnswer, yardstickCpuMicrosPerAnswer }: ComparedLoad, yardstickName: string): string {
  if (cpuMicrosPerAnswer === undefined || yardstickCpuMicrosPerAnswer === undefined) return '';
  return `, CPU ${cpuMicrosPerAnswer.toFixed(0)} µs/answer (${yardstickName} ${yardstickCpuMicrosPerAnswer.toFixed(0)})`;
}
