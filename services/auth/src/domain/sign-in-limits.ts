import { isIPv6 } from 'node:net';
import { RateLimitedError, type RedisClient, type WindowCount } from '@suvarna/platform';
import { hit, release, reserve, reset } from '../data-access/attempt-counters';

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

const accountKey = (email: string) => `auth:sign-in-failures:account:${email.toLowerCase()}`;
const addressScope = (ip: string) => {
  const bucket = addressBucket(ip);
  return { failuresKey: `auth:sign-in-failures:ip:${bucket}`, inFlightKey: `auth:sign-in-checks:ip:${bucket}` };
};
const pairScope = (email: string, ip: string) => {
  const pair = `${email.toLowerCase()}|${addressBucket(ip)}`;
  return { failuresKey: `auth:sign-in-failures:pair:${pair}`, inFlightKey: `auth:sign-in-checks:pair:${pair}` };
};
const registrationKey = (ip: string) => `auth:registrations:ip:${addressBucket(ip)}`;

/** How long a check may wait for earlier checks of the same address to finish before it is refused. */
const MAX_QUEUE_MS = 8_000;
const QUEUE_POLL_MS = 20;

export function createSignInLimits(redis: RedisClient, config: SignInLimitsConfig): SignInLimits {
  const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
  const refused = (count: WindowCount) => new RateLimitedError('Too many failed sign-in attempts', count.resetInMs);

  /**
   * Reserves a check in the pair's and the address's scope. A scope whose failures have reached its
   * limit refuses. Checks still in flight count against the limit too, so that a burst of guesses
   * cannot all be checked before the first failure is recorded; but they only make this one wait
   * for them, never refuse it, so that parallel sign-ins with the right password all go through.
   */
  async function reserveCheck(email: string, ip: string): Promise<string[]> {
    const scopes = [pairScope(email, ip), addressScope(ip)];
    const limits = [config.LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS, config.LOGIN_MAX_FAILURES_PER_IP];
    const inFlightKeys = scopes.map((s) => s.inFlightKey);
    const deadline = Date.now() + MAX_QUEUE_MS;
    for (;;) {
      const { failures, inFlight } = await reserve(redis, scopes, window);
      const over = failures.filter((f, i) => f.count >= limits[i]!);
      const busy = failures.some((f, i) => f.count + inFlight[i]! > limits[i]!);
      if (!over.length && !busy) return inFlightKeys;
      await release(redis, inFlightKeys);
      if (over.length) throw refused(over.reduce((a, b) => (a.resetInMs > b.resetInMs ? a : b)));
      if (Date.now() > deadline) throw new RateLimitedError('Too many sign-in attempts at once', QUEUE_POLL_MS);
      await sleep(QUEUE_POLL_MS);
    }
  }

  return {
    async beginSignIn(email, ip) {
      const inFlightKeys = await reserveCheck(email, ip);
      let settled = false;
      const settle = async (record: () => Promise<unknown>) => {
        if (settled) return;
        settled = true;
        try {
          await record();
        } finally {
          await release(redis, inFlightKeys);
        }
      };
      return {
        succeeded: () => settle(() => reset(redis, pairScope(email, ip).failuresKey)),
        async failed() {
          let accountFailures = 0;
          await settle(async () => {
            const [account] = await Promise.all([
              hit(redis, accountKey(email), window),
              hit(redis, pairScope(email, ip).failuresKey, window),
              hit(redis, addressScope(ip).failuresKey, window),
            ]);
            accountFailures = account.count;
          });
          await sleep(failureDelayMs(accountFailures, config));
        },
      };
    },

    async countRegistration(ip) {
      const { count, resetInMs } = await hit(redis, registrationKey(ip), config.REGISTER_WINDOW_SECONDS);
      if (count > config.REGISTER_MAX_PER_IP) throw new RateLimitedError('Too many registration attempts', resetInMs);
    },
  };
}

/** Slows repeated failures on an account: the delay doubles with each failure in the window, up to the cap. */
export function failureDelayMs(failures: number, config: Pick<SignInLimitsConfig, 'LOGIN_FAILURE_DELAY_MS' | 'LOGIN_FAILURE_MAX_DELAY_MS'>): number {
  if (failures <= 0) return 0;
  return Math.min(config.LOGIN_FAILURE_DELAY_MS * 2 ** Math.min(failures - 1, 20), config.LOGIN_FAILURE_MAX_DELAY_MS);
}

/**
 * Which bucket an address counts in. IPv6 clients usually own a whole /64, so counting single
 * addresses would let one client rotate past the limit; an IPv4-mapped address counts as IPv4.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
