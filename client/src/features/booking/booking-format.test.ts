import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatClock, formatTimeRange } from './booking-format';

describe('booking format', () => {
  it('reads the picked date and clock times the American way', () => {
    expect(formatBookingDate('2030-07-15')).toBe('Monday, July 15, 2030');
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('21:45')).toBe('9:45 PM');
  });

  it('shows a range that ends before it starts as running into the next day', () => {
    expect(formatTimeRange('09:30', '10:00')).toBe('9:30 AM to 10:00 AM');
    expect(formatTimeRange('10:00', '09:00')).toBe('10:00 AM to 9:00 AM (next day)');
    expect(formatTimeRange('22:00', '01:30')).toBe('10:00 PM to 1:30 AM (next day)');
  });
});
