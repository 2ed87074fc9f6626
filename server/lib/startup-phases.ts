import { performance } from 'node:perf_hooks';

/**
 * How long each step of the start took, from the process's own start (`performance.now()` counts
 * from it, so loading Node and the entry module is in the first step): the start logs them in one
 * line, and an operator who finds a start slow sees which step to look at.
 */
export function startupPhases() {
  const steps: Array<{ step: string; ms: number }> = [];
  let last = 0;
  return {
    done(step: string) {
      const now = performance.now();
      steps.push({ step, ms: Math.round(now - last) });
      last = now;
    },
    all: () => Object.fromEntries(steps.map(({ step, ms }) => [step, ms])),
    total: () => Math.round(last),
    describe: () => steps.map(({ step, ms }) => `${step} ${ms} ms`).join(', '),
  };
}
