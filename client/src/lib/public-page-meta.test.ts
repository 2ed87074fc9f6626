import { describe, expect, it } from 'vitest';
import { staticPublicPaths } from '@contract/catalogues/public-pages';
import { publicPageMeta } from './public-page-meta';

describe('publicPageMeta', () => {
  it('has an entry for every fixed public page, under its own path', () => {
    expect(Object.keys(publicPageMeta).sort()).toEqual([...staticPublicPaths].sort());
    for (const [path, meta] of Object.entries(publicPageMeta)) expect(meta.path).toBe(path);
  });

  it('gives no two pages the same title or description, and only the home page no title', () => {
    const metas = Object.values(publicPageMeta);
    const titles = metas.map((meta) => meta.title);
    expect(new Set(titles).size).toBe(metas.length);
    expect(metas.filter((meta) => meta.title === undefined).map((meta) => meta.path)).toEqual(['/']);
    expect(new Set(metas.map((meta) => meta.description)).size).toBe(metas.length);
    for (const meta of metas) expect(meta.description.length, meta.path).toBeGreaterThan(50);
  });
});
