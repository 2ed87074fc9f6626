import { describe, expect, it } from 'vitest';
import { publicPagePaths, serviceRolePaths } from './public-pages.js';

describe('public pages', () => {
  it('lists the 44 role pages once each, beside the company pages', () => {
    expect(serviceRolePaths).toHaveLength(44);
    expect(new Set(publicPagePaths).size).toBe(publicPagePaths.length);
    expect(publicPagePaths).toContain('/services/virtual_assistants');
    expect(publicPagePaths).toContain('/pricing');
  });
});
