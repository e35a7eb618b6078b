import { describe, expect, it } from 'vitest';
import { formatStayDate } from './payment';

describe('formatStayDate', () => {
  it('when a calendar date is given, then it reads weekday, day, month and year, whatever the server zone', () => {
    expect(formatStayDate('2026-03-12')).toBe('Thu, 12 Mar 2026');
    expect(formatStayDate('2026-12-31')).toBe('Thu, 31 Dec 2026');
  });
  it('when the text is not a date, then it is shown as it is', () => {
    expect(formatStayDate('soon')).toBe('soon');
  });
});
