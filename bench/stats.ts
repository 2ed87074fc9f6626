export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** Times `count` sequential calls of `call` (after a few warm-up calls) and answers p50/p95 in ms. */
export async function timeSequential(call: () => Promise<void>, count: number) {
  for (let i = 0; i < 5; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Requests made right after a write that the answer sees (the list cache starts again): p50 and p95 of `samples`. */
export async function timeAfterWrites(call: () => Promise<void>, write: () => Promise<unknown>, samples: number) {
  const times: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    await write();
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** The middle value (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
