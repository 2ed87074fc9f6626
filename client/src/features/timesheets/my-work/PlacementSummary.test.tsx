import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildMyWork } from '@/features/timesheets/test-timesheets';
import { PlacementSummary } from './PlacementSummary';

describe('the placement on My work', () => {
  it('shows its last day once known, and to log hours through it', () => {
    render(<PlacementSummary placement={{ ...buildMyWork().placement!, endDate: '2026-12-28' }} />);
    expect(screen.getByText('Last day').nextElementSibling?.textContent).toBe('December 28, 2026');
    expect(screen.getByText('Your placement ends after December 28, 2026: keep working, and log your hours, through that day.')).toBeTruthy();
  });

  it('shows no last day while the placement goes on', () => {
    render(<PlacementSummary placement={buildMyWork().placement!} />);
    expect(screen.queryByText('Last day')).toBeNull();
  });
});
