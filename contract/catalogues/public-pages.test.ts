import { describe, expect, it } from 'vitest';
import { canonicalPagePath, publicPagePaths, serviceRolePaths } from './public-pages.js';

describe('public pages', () => {
  it('lists the 44 role pages once each, beside the company pages', () => {
    expect(serviceRolePaths).toHaveLength(44);
    expect(new Set(publicPagePaths).size).toBe(publicPagePaths.length);
    expect(publicPagePaths).toContain('/services/virtual_assistants');
    expect(publicPagePaths).toContain('/pricing');
  });
});

describe('canonicalPagePath', () => {
  it("spells a role page as the catalogue does: case, spaces, hyphens, a trailing slash", () => {
    for (const path of ['/services/Virtual%20Assistants', '/services/virtual assistants/', '/services/Virtual-Assistants', '/SERVICES/virtual_assistants']) {
      expect(canonicalPagePath(path), path).toBe('/services/virtual_assistants');
    }
  });

  it('leaves an unknown role unknown and other pages lowercased without a trailing slash', () => {
    expect(publicPagePaths).not.toContain(canonicalPagePath('/services/Space%20Pilots'));
    expect(canonicalPagePath('/About/')).toBe('/about');
    expect(canonicalPagePath('/')).toBe('/');
    expect(canonicalPagePath('/services/bad%ZZ')).toBe('/services/bad%zz');
  });
});
