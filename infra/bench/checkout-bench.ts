import type { CheckoutJourney } from './checkout-load';
import { bookableRooms, oneNightBodies } from './booking-bench';
import { measureSiteCpu, registerBenchAccounts, runLoadProcess } from './load-process';

export interface CheckoutBenchResult {
  journeys: number;
  failed: number;
  errors: Record<string, number>;
  /** Journeys started per second, as offered. */
  rate: number;
  /** booking created → checkout URL in hand (Proceed to payment). */
  proceed: Figures;
  /** the checkout page's 303 back to the site → the result page reads paid. */
  back: Figures;
  /** Journeys whose result page needed more than one read. */
  secondReads: number;
  /** The journey's start → paid (book.js's booking_to_paid). */
  bookingToPaid: Figures;
  /** Journeys paid per second, from the first journey's start to the last one's paid read. */
  paidPerSecond: number;
  /** This process's (the site's and the sandbox's) CPU time per journey offered, in ms, while the journeys ran. */
  cpuMsPerJourney: number;
  /** The site's event-loop delay while the journeys ran, in ms. */
  loopDelay: { p50: number; p99: number; max: number };
  /** The whole machine's busy CPU time per journey offered (every process), in ms; undefined off Linux. */
  machineMsPerJourney?: number;
}

interface Figures {
  p50: number;
  p95: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(sorted.at(-1) ?? 0) };
}

/**
 * Guests paying at a fixed rate (journeys started at `rate` a second for `seconds`, each overlapping the
 * others, from a process of its own): what a guest waits for after Proceed to payment, and after the
 * checkout page sends them back. Each booking on a (hotel, room type, night) of its own, far from the other
 * benches' nights, by 20 guests of its own. Needs the Stripe sandbox.
 */
export async function benchCheckout(siteUrl: string, options: { rate: number; seconds: number }): Promise<CheckoutBenchResult> {
  const guests = await registerBenchAccounts(siteUrl, 20);
  const tokens = guests.map((g) => g.token);
  const pairs = await bookableRooms(siteUrl);
  // Each guest books for themselves (journey i is guest i % 20's, with its address), as book.js does.
  const bodies = oneNightBodies(pairs, 700, 0, Math.round(options.rate * options.seconds), guests);
  const { result, cpuMs, loopDelay, machineMs } = await measureSiteCpu(() =>
    runLoadProcess<{ journeys: CheckoutJourney[] }>('checkout-load.ts', { siteUrl, tokens, rate: options.rate, bodies, pageWaitMs: 1000 }),
  );
  const { journeys } = result;
  const done = journeys.filter((j) => j.proceedMs !== undefined && j.returnMs !== undefined);
  const errors: Record<string, number> = {};
  for (const j of journeys) if (j.error) errors[j.error] = (errors[j.error] ?? 0) + 1;
  return {
    journeys: journeys.length,
    failed: journeys.length - done.length,
    errors,
    rate: options.rate,
    proceed: figures(done.map((j) => j.proceedMs!)),
    back: figures(done.map((j) => j.returnMs!)),
    secondReads: done.filter((j) => (j.reads ?? 1) > 1).length,
    bookingToPaid: figures(done.map((j) => j.totalMs!)),
    paidPerSecond: done.length / (Math.max(1, ...done.map((j) => j.paidAtMs!)) / 1000),
    cpuMsPerJourney: cpuMs / journeys.length,
    loopDelay,
    machineMsPerJourney: machineMs === undefined ? undefined : machineMs / journeys.length,
  };
}
