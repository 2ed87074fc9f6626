import { describe, it, expect } from 'vitest';
import { serviceCategories, serviceRoleKeys, serviceRoles } from '@contract/catalogues/service-roles';
import { featuredServices } from './featured-services';
import { getRoleContent, roleContentCatalogue } from './index';
import type { RoleContent } from './types';

const entries = serviceRoleKeys.map((key) => [key, roleContentCatalogue[key]] as const);

/** Splits copy into sentences: a sentence ends at '.', '!' or '?' followed by whitespace and a capital or digit. */
function sentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .filter((part) => part.length > 0);
}

function allTexts(content: RoleContent): string[] {
  return [
    content.subtitle,
    content.juniorJobDesc,
    content.seniorJobDesc,
    content.jobDesc,
    ...content.responsibilities,
    ...content.benefits,
  ];
}

describe('role content catalogue', () => {
  it('has an entry for every role key in the contract and nothing else', () => {
    expect(serviceRoleKeys).toHaveLength(44);
    for (const key of serviceRoleKeys) {
      expect(roleContentCatalogue[key], key).toBeDefined();
    }
    expect(Object.keys(roleContentCatalogue).sort()).toEqual([...serviceRoleKeys].sort());
  });

  it('has non-empty, trimmed text in every field', () => {
    for (const [key, content] of entries) {
      for (const text of allTexts(content)) {
        expect(text.trim().length, key).toBeGreaterThan(0);
        expect(text, key).toBe(text.trim());
        expect(text, `${key}: ${text}`).toMatch(/[.!?]$/);
      }
    }
  });

  it('has 5-7 responsibilities and 4-6 benefits per role', () => {
    for (const [key, content] of entries) {
      expect(content.responsibilities.length, key).toBeGreaterThanOrEqual(5);
      expect(content.responsibilities.length, key).toBeLessThanOrEqual(7);
      expect(content.benefits.length, key).toBeGreaterThanOrEqual(4);
      expect(content.benefits.length, key).toBeLessThanOrEqual(6);
    }
  });

  it('keeps each field to its sentence budget', () => {
    for (const [key, content] of entries) {
      expect(sentences(content.subtitle), `${key} subtitle`).toHaveLength(1);
      expect(sentences(content.juniorJobDesc).length, `${key} juniorJobDesc`).toBeGreaterThanOrEqual(2);
      expect(sentences(content.juniorJobDesc).length, `${key} juniorJobDesc`).toBeLessThanOrEqual(3);
      expect(sentences(content.seniorJobDesc).length, `${key} seniorJobDesc`).toBeGreaterThanOrEqual(2);
      expect(sentences(content.seniorJobDesc).length, `${key} seniorJobDesc`).toBeLessThanOrEqual(3);
      expect(sentences(content.jobDesc).length, `${key} jobDesc`).toBeGreaterThanOrEqual(2);
      expect(sentences(content.jobDesc).length, `${key} jobDesc`).toBeLessThanOrEqual(4);
      for (const item of [...content.responsibilities, ...content.benefits]) {
        expect(sentences(item), `${key}: ${item}`).toHaveLength(1);
      }
    }
  });

  it('mentions 0-2 years in junior copy and 5+ years in senior copy', () => {
    for (const [key, content] of entries) {
      expect(content.juniorJobDesc, key).toContain('0-2 years');
      expect(content.juniorJobDesc, key).not.toContain('5+ years');
      expect(content.seniorJobDesc, key).toContain('5+ years');
      expect(content.seniorJobDesc, key).not.toContain('0-2 years');
    }
  });

  it('never repeats a piece of copy, within a role or across roles', () => {
    const seen = new Map<string, string>();
    for (const [key, content] of entries) {
      for (const text of allTexts(content)) {
        const normalized = text.toLowerCase();
        expect(seen.get(normalized), `"${text}" is used by ${seen.get(normalized)} and ${key}`).toBeUndefined();
        seen.set(normalized, key);
      }
    }
  });

  it('has a unique subtitle, juniorJobDesc, seniorJobDesc and jobDesc per role', () => {
    for (const field of ['subtitle', 'juniorJobDesc', 'seniorJobDesc', 'jobDesc'] as const) {
      const values = entries.map(([, content]) => content[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('contains no placeholder text', () => {
    for (const [key, content] of entries) {
      for (const text of allTexts(content)) {
        expect(text, key).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\{|\}|xxx/i);
      }
    }
  });

  it('makes no percentage claim other than "up to 70%"', () => {
    const texts = [
      ...entries.flatMap(([, content]) => allTexts(content)),
      ...featuredServices.flatMap((service) => [service.title, service.summary]),
    ];
    for (const text of texts) {
      const withoutAllowed = text.replace(/up to 70%/g, '');
      expect(withoutAllowed, text).not.toMatch(/%|percent\b/i);
    }
  });
});

describe('getRoleContent', () => {
  it('returns the catalogue entry for a role key', () => {
    expect(getRoleContent('payroll_specialists')).toBe(roleContentCatalogue.payroll_specialists);
  });

  it('normalizes a route parameter with the contract rule', () => {
    expect(getRoleContent('Virtual Assistants')).toBe(roleContentCatalogue.virtual_assistants);
  });

  it('returns undefined for unknown keys, including object prototype names', () => {
    expect(getRoleContent('astronauts')).toBeUndefined();
    expect(getRoleContent('constructor')).toBeUndefined();
    expect(getRoleContent('__proto__')).toBeUndefined();
    expect(getRoleContent('')).toBeUndefined();
  });
});

describe('featured services', () => {
  it('has exactly 15 entries with unique role keys', () => {
    expect(featuredServices).toHaveLength(15);
    const keys = featuredServices.map((service) => service.roleKey);
    expect(new Set(keys).size).toBe(15);
  });

  it('points every card at a catalogue key and uses the role display name as its title', () => {
    for (const service of featuredServices) {
      expect(roleContentCatalogue[service.roleKey], service.roleKey).toBeDefined();
      const role = serviceRoles.find((candidate) => candidate.key === service.roleKey);
      expect(role, service.roleKey).toBeDefined();
      expect(service.title).toBe(role?.name);
    }
  });

  it('spreads the cards across all six categories', () => {
    const featuredKeys = new Set<string>(featuredServices.map((service) => service.roleKey));
    for (const category of serviceCategories) {
      const covered = category.roles.some((role) => featuredKeys.has(role.key));
      expect(covered, category.key).toBe(true);
    }
  });

  it('has a 1-2 sentence summary that is not copied from the role page', () => {
    const summaries = featuredServices.map((service) => service.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
    for (const service of featuredServices) {
      const count = sentences(service.summary).length;
      expect(count, service.roleKey).toBeGreaterThanOrEqual(1);
      expect(count, service.roleKey).toBeLessThanOrEqual(2);
      expect(service.summary, service.roleKey).not.toMatch(/lorem|ipsum|placeholder/i);
      expect(allTexts(roleContentCatalogue[service.roleKey])).not.toContain(service.summary);
    }
  });
});
