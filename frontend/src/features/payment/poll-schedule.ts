/**
 * The waits between payment status checks: growing from `firstMs` by `factor` up to `maxMs` each, until
 * about `budgetMs` have passed (then the page says 'Payment Processing' instead of waiting on).
 */
export function pollDelays({ firstMs = 1000, factor = 1.5, maxMs = 8000, budgetMs = 60_000 } = {}): number[] {
  const delays: number[] = [];
  let total = 0;
  for (let next = firstMs; total < budgetMs; next = Math.min(maxMs, next * factor)) {
    const delay = Math.round(Math.min(next, budgetMs - total));
    delays.push(delay);
    total += delay;
  }
  return delays;
}
