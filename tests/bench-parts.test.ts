import { expect, inject, it } from 'vitest';
import { unbuiltReason } from '../bench/built.js';
import { FigureBook, type Figure } from '../bench/figures.js';
import { runBench, sectionNames } from '../bench/run-bench.js';
import { tinySizes } from '../bench/sizes.js';
import { describeWithServers } from '../server/test/needs-server.js';

/**
 * `npm run bench` on a few rows and one-second load runs (sizes.ts's tinySizes), through the same
 * runBench its command calls: a change that breaks a section of the bench fails here rather than
 * in the next full run. Lighthouse is left out (it drives Chrome over the built client for
 * minutes; `npm run lighthouse`); the prerendered pages are measured when the build exists, the
 * second start when it is the build of the sources as they are, and each must say so when not.
 */
const backend = inject('testDatabase');
const sections = new Set(sectionNames.filter((section) => section !== 'lighthouse'));

/** An ERROR is allowed only where the part it measures is not built from the sources as they are. */
const unmeasured = (figure: Figure) => figure.verdict === 'ERROR' && !(figure.needsBuild && unbuiltReason(figure.needsBuild));

describeWithServers(['postgres'], 'the bench on tiny sizes', () => {
  it('takes every figure of every section but Lighthouse as a number', { timeout: 300_000 }, async () => {
    if (backend.kind !== 'postgres') return;
    const lines: string[] = [];
    const book = new FigureBook((line) => lines.push(line));
    await runBench({ sections, sizes: tinySizes, serverUrl: backend.serverUrl, book });
    const report = `${lines.join('\n')}\n${book.summary()}`;

    expect(book.figures.filter(unmeasured).map((figure) => `${figure.section} / ${figure.name}: ${figure.reason}`), report).toEqual([]);
    for (const section of sections) expect(book.figures.some((figure) => figure.section === section && !unmeasured(figure)), `${section}\n${report}`).toBe(true);
    for (const figure of book.figures.filter((figure) => figure.verdict !== 'ERROR')) expect(figure.value, `${figure.section} / ${figure.name}`).toSatisfy(Number.isFinite);
    // The new figures of issue 41 are among them: signed-in reads on both databases, every admin list after a write.
    const names = book.figures.map((figure) => figure.name);
    expect(names).toContain('Postgres: GET /api/v1/my-work: p99');
    expect(names).toContain('PGlite: GET /api/v1/team: req/s, share of jobs/active');
    expect(names).toContain('staffing: replacement requests: p95, first request after a write');
    expect(names).toContain('automatic approval, one pass over 50 due weeks');
  });
});
