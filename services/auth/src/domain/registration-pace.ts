/** How many recent new registrations the pace is taken from, and the longest a refusal is held. */
const SAMPLES = 20;
const MAX_HOLD_MS = 5_000;

export interface RegistrationPace {
  /** A new account took this long to make (from the password check to the committed session). */
  recordNewAccount(ms: number): void;
  /** Waits until `startedAt` is as long ago as the slowest of the recent new registrations took. */
  holdAsLongAsNewAccounts(startedAt: number): Promise<void>;
}

/**
 * Keeps "Email already registered" from being faster than a new registration (which also writes the
 * session, the verification link and the event): the refusal is held until it has taken as long as the
 * slowest recent success on this instance.
 */
export function createRegistrationPace(): RegistrationPace {
  const recent: number[] = [];
  return {
    recordNewAccount(ms) {
      recent.push(ms);
      if (recent.length > SAMPLES) recent.shift();
    },
    async holdAsLongAsNewAccounts(startedAt) {
      const target = Math.min(MAX_HOLD_MS, Math.max(0, ...recent));
      const wait = startedAt + target - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  };
}
