import { describe, expect, it } from 'vitest';
import { dateLabel, rupees } from '../src/domain/create-checkout-session';

describe('the words of a Checkout Session\'s line items', () => {
  it('when a stay\'s dates are labelled, then they read as toLocaleDateString words them', () => {
    for (const iso of ['2026-01-05', '2026-12-31', '2027-02-28', '2028-02-29', 'not-a-date']) {
      expect(dateLabel(iso)).toBe(new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
    }
    expect(dateLabel('2026-01-05')).toBe('5 Jan 2026');
  });

  it('when a price is worded, then it reads as toLocaleString words it, in Indian grouping', () => {
    for (const paise of [0, 1, 99, 450_000, 12_345_678, 1_234_567_891]) {
      expect(rupees(paise)).toBe(`₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
    }
    expect(rupees(12_345_678)).toBe('₹1,23,456.78');
  });
});
