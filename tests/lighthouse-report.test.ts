import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresOf, formatSummaries, median, summarize, type LighthouseResult } from '../bench/lighthouse-report.js';
import { compressDir } from '../scripts/compress-dist.js';

const origin = 'http://127.0.0.1:4321';
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), Array.from({ length: 2000 }, (_, i) => `const v${i} = ${i};`).join('\n'));
writeFileSync(path.join(distDir, 'assets', 'Page-def.js'), Array.from({ length: 500 }, (_, i) => `const p${i} = "${i}";`).join('\n'));
compressDir(distDir);
const gz = (file: string) => statSync(path.join(distDir, 'assets', `${file}.gz`)).size;

function lighthouseResult(performance: number, lcpMs: number, cls: number, extraAuditFails = false, tbtMs = 60): LighthouseResult {
  const category = (title: string, score: number, auditIds: string[] = []) => ({ title, score, auditRefs: auditIds.map((id) => ({ id, weight: 1 })) });
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: `${origin}/`,
    categories: {
      performance: category('Performance', performance / 100),
      accessibility: category('Accessibility', extraAuditFails ? 0.96 : 1, ['color-contrast']),
      'best-practices': category('Best Practices', 1),
      seo: category('SEO', 1),
    },
    audits: {
      'largest-contentful-paint': { title: 'LCP', score: 0.5, scoreDisplayMode: 'numeric', numericValue: lcpMs },
      'total-blocking-time': { title: 'TBT', score: 0.5, scoreDisplayMode: 'numeric', numericValue: tbtMs },
      'cumulative-layout-shift': { title: 'CLS', score: 1, scoreDisplayMode: 'numeric', numericValue: cls },
      'color-contrast': { title: 'Background and foreground colors have a sufficient contrast ratio', score: extraAuditFails ? 0 : 1, scoreDisplayMode: 'binary' },
      'network-requests': {
        title: 'Network requests',
        score: null,
        scoreDisplayMode: 'informative',
        details: {
          items: [
            { url: `${origin}/`, resourceType: 'Document' },
            { url: `${origin}/assets/index-abc.js`, resourceType: 'Script' },
            { url: `${origin}/assets/Page-def.js`, resourceType: 'Script' },
            { url: `${origin}/assets/index-abc.js`, resourceType: 'Script' },
            { url: 'https://elsewhere.example/tracker.js', resourceType: 'Script' },
          ],
        },
      },
    },
  };
}

describe('Lighthouse bench figures', () => {
  it('counts the gzipped size of each of the page’s own scripts once', () => {
    const figures = figuresOf(lighthouseResult(80, 3000, 0), origin, distDir);
    expect(figures.scripts).toEqual(['/assets/index-abc.js', '/assets/Page-def.js']);
    expect(figures.firstLoadJsGzipBytes).toBe(gz('index-abc.js') + gz('Page-def.js'));
    expect(figures.scores).toEqual({ performance: 80, accessibility: 100, 'best-practices': 100, seo: 100 });
  });

  it('takes the median of three runs and marks each figure against its budget', () => {
    const runs = [lighthouseResult(100, 2000, 0.01), lighthouseResult(60, 6000, 0.3, true), lighthouseResult(100, 2400, 0)];
    const summary = summarize('/', runs.map((run) => figuresOf(run, origin, distDir)));
    expect(summary.scores.performance).toBe(100);
    expect(summary.lcpMs).toBe(2400);
    expect(summary.cls).toBe(0.01);
    expect(summary.failedAudits).toEqual(['Accessibility: Background and foreground colors have a sufficient contrast ratio']);
    const { text, allPass } = formatSummaries([summary]);
    expect(text).toMatch(/^\s+\/\s+100 PASS/m);
    expect(text).toContain('2.4 s PASS');
    expect(text).toContain('0.010 PASS');
    expect(text).toContain('60 ms PASS');
    expect(allPass).toBe(true);

    const slow = summarize('/pricing', [figuresOf(lighthouseResult(60, 6000, 0.3, false, 450), origin, distDir)]);
    const failing = formatSummaries([summary, slow]);
    expect(failing.text).toMatch(/\/pricing\s+60 FAIL/);
    expect(failing.text).toContain('6.0 s FAIL');
    expect(failing.text).toContain('450 ms FAIL');
    expect(failing.allPass).toBe(false);
  });

  it('computes a median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5])).toBe(5);
  });
});
