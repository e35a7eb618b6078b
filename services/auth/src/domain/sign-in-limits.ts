import { addressBucket, createWindowLimit, RateLimitedError, type RedisClient, type WindowCount } from '@suvarna/platform';
import { release, reserve } from '../data-access/attempt-counters';

export interface SignInLimitsConfig {
  LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_FAILURE_WINDOW_SECONDS: number;
  LOGIN_FAILURE_DELAY_MS: number;
  LOGIN_FAILURE_MAX_DELAY_MS: number;
  REGISTER_MAX_PER_IP: number;
  REGISTER_WINDOW_SECONDS: number;
}

/** A password check allowed to run; settle it with succeeded() or failed(). */
export interface SignInAttempt {
  /** The password was right: nothing is counted, and the address's failures on the account are forgiven. */
  succeeded(): Promise<void>;
  /** Counts the failure, then waits the account's growing delay before the caller answers. */
  failed(): Promise<void>;
}

export interface SignInLimits {
  /**
   * Lets a password check start, or throws 429 when the client address, or the address on this
   * account, has failed too often. An account is never locked as a whole: failures from elsewhere
   * only slow its failed attempts down, so the owner's right password still signs in.
   */
  beginSignIn(email: string, ip: string): Promise<SignInAttempt>;
  /** Counts a registration from the address; throws 429 over the limit. */
  countRegistration(ip: string): Promise<void>;
}

const accountScope = (email: string) => ({
  failuresKey: `auth:sign-in-failures:account:${email.toLowerCase()}`,
  inFlightKey: `auth:sign-in-checks:account:${email.toLowerCase()}`,
});
const addressScope = (ip: string) => {
  const bucket = addressBucket(ip);
  return { failuresKey: `auth:sign-in-failures:ip:${bucket}`, inFlightKey: `auth:sign-in-checks:ip:${bucket}` };
};
const pairScope = (email: string, ip: string) => {
  const pair = `${email.toLowerCase()}|${addressBucket(ip)}`;
  return { failuresKey: `auth:sign-in-failures:pair:${pair}`, inFlightKey: `auth:sign-in-checks:pair:${pair}` };
};
const registrationKey = (ip: string) => `auth:registrations:ip:${addressBucket(ip)}`;

/**
 * How long a check may wait for earlier checks of the same address to finish before it is refused. With the
 * failure delay (LOGIN_FAILURE_MAX_DELAY_MS, at most 3 s, and never past SIGN_IN_BUDGET_MS from the start) and
 * the password check, a sign-in is answered within the gateway's upstream timeout (5 s): auth never holds a
 * request until the gateway gives up on it, which would count against auth's breaker and take sign-in down for
 * everyone.
 */
const MAX_QUEUE_MS = 2_500;
/** From its start, a sign-in answers within this: a failure's delay is shortened by the time spent queuing. */
const SIGN_IN_BUDGET_MS = 3_000;
const QUEUE_POLL_MS = 20;

export function createSignInLimits(redis: RedisClient, config: SignInLimitsConfig): SignInLimits {
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const refused = (count: WindowCount) => new RateLimitedError('Too many failed sign-in attempts', count.resetInMs);
  // Failures in the window: the pair's and the address's refuse at their limits; the account's only slow failures down.
  const pairFailures = createWindowLimit(redis, { limit: config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, windowSeconds: window });
  const addressFailures = createWindowLimit(redis, { limit: config.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: window });
  const accountFailureCount = createWindowLimit(redis, { limit: Number.MAX_SAFE_INTEGER, windowSeconds: window });
  const registrations = createWindowLimit(redis, { limit: config.REGISTER_MAX_PER_IP, windowSeconds: config.REGISTER_WINDOW_SECONDS });

  /**
   * Reserves a check in the pair's and the address's scope. A scope whose failures have reached its
   * limit refuses. Checks still in flight count against the limit too, so that a burst of guesses
   * cannot all be checked before the first failure is recorded; but they only make this one wait
   * for them, never refuse it, so that parallel sign-ins with the right password all go through.
   */
  async function reserveCheck(email: string, ip: string): Promise<string[]> {
    const scopes = [pairScope(email, ip), addressScope(ip), accountScope(email)];
    const inFlightKeys = scopes.map((s) => s.inFlightKey);
    const limits = [config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, config.LOGIN_MAX_FAILURES_PER_IP];
    const deadline = Date.now() + MAX_QUEUE_MS;
    for (;;) {
      const { failures, inFlight } = await reserve(redis, scopes, window);
      const over = failures.slice(0, limits.length).filter((f, i) => f.count >= limits[i]!);
      const busy = limits.some((limit, i) => failures[i]!.count + inFlight[i]! > limit);
      // An account that has failed lately takes one check at a time: the others of a parallel burst are
      // answered 429 at once instead of each costing a password check and a delay (and queuing behind them).
      const accountBusy = failures[2]!.count > 0 && inFlight[2]! > 1;
      if (!over.length && !busy && !accountBusy) return inFlightKeys;
      await release(redis, inFlightKeys);
      if (over.length) throw refused(over.reduce((a, b) => (a.resetInMs > b.resetInMs ? a : b)));
      if (accountBusy) throw new RateLimitedError('Too many sign-in attempts at once for this account', 1_000);
      if (Date.now() > deadline) throw new RateLimitedError('Too many sign-in attempts at once', QUEUE_POLL_MS);
      await sleep(QUEUE_POLL_MS);
    }
  }

  return {
    async beginSignIn(email, ip) {
      const startedAt = Date.now();
      const inFlightKeys = await reserveCheck(email, ip);
      const [pairKey, addressKey, accountKeyInFlight] = inFlightKeys as [string, string, string];
      let settled = false;
      const settle = async (record: () => Promise<unknown>, keepAccount = false) => {
        if (settled) return;
        settled = true;
        try {
          await record();
        } finally {
          await release(redis, keepAccount ? [pairKey, addressKey] : inFlightKeys);
        }
      };
      return {
        succeeded: () => settle(() => pairFailures.reset(pairScope(email, ip).failuresKey)),
        async failed() {
          let accountFailures = 0;
          // The account's mark stays through the delay: parallel guesses meanwhile are refused at once.
          await settle(async () => {
            const [account] = await Promise.all([
              accountFailureCount.hit(accountScope(email).failuresKey),
              pairFailures.hit(pairScope(email, ip).failuresKey),
              addressFailures.hit(addressScope(ip).failuresKey),
            ]);
            accountFailures = account.count;
          }, true);
          try {
            await sleep(Math.min(failureDelayMs(accountFailures, config), Math.max(0, startedAt + SIGN_IN_BUDGET_MS - Date.now())));
          } finally {
            await release(redis, [accountKeyInFlight]);
          }
        },
      };
    },

    async countRegistration(ip) {
      const { allowed, resetInMs } = await registrations.hit(registrationKey(ip));
      if (!allowed) throw new RateLimitedError('Too many registration attempts', resetInMs);
    },
  };
}

/** Slows repeated failures on an account: the delay doubles with each failure in the window, up to the cap. */
export function failureDelayMs(failures: number, config: Pick<SignInLimitsConfig, 'LOGIN_FAILURE_DELAY_MS' | 'LOGIN_FAILURE_MAX_DELAY_MS'>): number {
  if (failures <= 0) return 0;
  return Math.min(config.LOGIN_FAILURE_DELAY_MS * 2 ** Math.min(failures - 1, 20), config.LOGIN_FAILURE_MAX_DELAY_MS);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
