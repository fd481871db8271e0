import { describe, expect, it } from 'vitest';
import { formatDateDMY, formatHoursMinutes, formatOrgToday, formatRupees, formatTime12h } from './format';

describe('formatters', () => {
  it('shows money in rupees with Indian digit grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
  });

  it("gives today's date in the organisation's timezone, not the browser's", () => {
    // 20:00 UTC on 31 Jan is already 1 Feb in India.
    const instant = new Date('2025-01-31T20:00:00Z');
    expect(formatOrgToday('Asia/Kolkata', instant)).toBe('01/02/2025');
    expect(formatOrgToday('UTC', instant)).toBe('31/01/2025');
  });

  it('shows worked minutes as hours and two-digit minutes', () => {
    expect(formatHoursMinutes(485)).toBe('8h 05m');
    expect(formatHoursMinutes(45)).toBe('0h 45m');
    expect(formatHoursMinutes(600)).toBe('10h 00m');
    expect(formatHoursMinutes(0)).toBe('0h 00m');
  });

  it('re-exports the shared date and time display rules', () => {
    expect(formatDateDMY('2025-10-05')).toBe('05/10/2025');
    expect(formatTime12h('13:05')).toBe('01:05 PM');
  });
});
