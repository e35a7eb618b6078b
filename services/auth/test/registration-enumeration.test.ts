import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, randomIp, startAuth, uniqueEmail, type AuthUnderTest } from './auth-test-kit';

/*
 * "Email already registered" is the spec's answer and stays; it must not be a fast way to test a list of
 * addresses: every attempt counts against the address's registration limit, and the refusal takes as long
 * as a new registration.
 */

let auth: AuthUnderTest;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  auth = await startAuth({ REGISTER_MAX_PER_IP: '4' });
  api = client(auth.url);
});

afterAll(async () => {
  await auth?.stop();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(p: Promise<{ res: Response }>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const { res } = await p;
  return { status: res.status, ms: performance.now() - started };
}

describe('testing a list of addresses', () => {
  it('when one client tries addresses that are taken, then each try counts against its registration limit, and the fifth is refused with 429', async () => {
    const taken = uniqueEmail('taken');
    await api.register({ email: taken });
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await api.register({ email: i % 2 ? taken : uniqueEmail('probe') }, { ip })).res.status);
    expect(statuses).toEqual([201, 409, 201, 409, 429]);
  });

  it('when "Email already registered" is answered, then it takes no less time than a new registration', async () => {
    const taken = uniqueEmail('taken');
    await api.register({ email: taken });
    const fresh: number[] = [];
    const refused: number[] = [];
    // Interleaved, each from an address of its own, so that load on the machine falls on both alike.
    for (let i = 0; i < 7; i++) {
      const made = await timed(api.register({}, { ip: randomIp() }));
      const again = await timed(api.register({ email: taken }, { ip: randomIp() }));
      expect([made.status, again.status]).toEqual([201, 409]);
      fresh.push(made.ms);
      refused.push(again.ms);
    }
    expect(median(refused)).toBeGreaterThanOrEqual(median(fresh));
  }, 60_000);
});
