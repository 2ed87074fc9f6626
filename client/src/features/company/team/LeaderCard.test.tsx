import { describe, expect, it } from 'vitest';
import { initialsOf } from './LeaderCard';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Maria Santos-Reyes')).toBe('MS');
    expect(initialsOf('Liam O’Connor')).toBe('LO');
    expect(initialsOf('  priya   nair ')).toBe('PN');
    expect(initialsOf('Cher')).toBe('C');
  });
});
