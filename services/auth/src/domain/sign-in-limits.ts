import { isIPv6 } from 'node:net';
import { AppError, type RedisClient } from '@suvarna/platform';
import { hit, reset, unhit, type WindowCount } from '../data-access/attempt-counters';

export interface SignInLimitsConfig {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: number;
  LOGIN_MAX_FAILURES_PER_IP: number;
  LOGIN_FAILURE_WINDOW_SECONDS: number;
  LOGIN_FAILURE_DELAY_MS: number;
  LOGIN_FAILURE_MAX_DELAY_MS: number;
  REGISTER_MAX_PER_IP: number;
  REGISTER_WINDOW_SECONDS: number;
}

/** An attempt allowed to check a password; settle it with succeeded() or failed(). */
export interface SignInAttempt {
  succeeded(): Promise<void>;
  /** Records nothing more (the attempt was already counted); waits the growing delay before the caller answers. */
  failed(): Promise<void>;
}

export interface SignInLimits {
  /**
   * Counts an attempt on the account and the address before the password is checked, so that a
   * burst of parallel guesses is counted as it arrives; throws 429 once either is over its limit.
   */
  beginSignIn(email: string, ip: string): Promise<SignInAttempt>;
  /** Counts a registration from the address; throws 429 over the limit. */
  countRegistration(ip: string): Promise<void>;
}

const accountKey = (email: string) => `auth:sign-in-failures:account:${email.toLowerCase()}`;
const addressKey = (ip: string) => `auth:sign-in-failures:ip:${addressBucket(ip)}`;
const registrationKey = (ip: string) => `auth:registrations:ip:${addressBucket(ip)}`;

export function createSignInLimits(redis: RedisClient, config: SignInLimitsConfig): SignInLimits {
  return {
    async beginSignIn(email, ip) {
      const window = config.LOGIN_FAILURE_WINDOW_SECONDS;
      const [account, address] = await Promise.all([hit(redis, accountKey(email), window), hit(redis, addressKey(ip), window)]);
      const over = [
        account.count > config.LOGIN_MAX_FAILURES_PER_ACCOUNT ? account : undefined,
        address.count > config.LOGIN_MAX_FAILURES_PER_IP ? address : undefined,
      ].filter((w): w is WindowCount => w !== undefined);
      if (over.length) {
        throw new RateLimitedError('Too many failed sign-in attempts', Math.max(...over.map((w) => w.resetInMs)));
      }
      return {
        async succeeded() {
          await Promise.all([reset(redis, accountKey(email)), unhit(redis, addressKey(ip))]);
        },
        async failed() {
          await sleep(failureDelayMs(account.count, config));
        },
      };
    },

    async countRegistration(ip) {
      const { count, resetInMs } = await hit(redis, registrationKey(ip), config.REGISTER_WINDOW_SECONDS);
      if (count > config.REGISTER_MAX_PER_IP) throw new RateLimitedError('Too many registration attempts', resetInMs);
    },
  };
}

/** Slows repeated failures: the n-th failure in a window waits n steps, up to the cap. */
export function failureDelayMs(failures: number, config: Pick<SignInLimitsConfig, 'LOGIN_FAILURE_DELAY_MS' | 'LOGIN_FAILURE_MAX_DELAY_MS'>): number {
  return Math.min(Math.max(failures, 0) * config.LOGIN_FAILURE_DELAY_MS, config.LOGIN_FAILURE_MAX_DELAY_MS);
}

/** "Try again in 12 minutes." — rounded up, so that the client never comes back too early. */
export function retryPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
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

/** A 429 that knows when the client may come back (the routes send it as Retry-After). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(what: string, resetInMs: number) {
    super(`${what}. ${retryPhrase(resetInMs)}`, { code: 'rate_limited', status: 429 });
    this.retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
