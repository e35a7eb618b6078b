/** Rupees with Indian digit grouping, e.g. 120000 → '₹1,20,000' (spec: currency shown with locale grouping). */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
