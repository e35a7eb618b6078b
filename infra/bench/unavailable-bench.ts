/**
 * What a client gets while every instance of an upstream is down (cluster mode): every careers instance is
 * killed (SIGKILL), then a signed-in reader asks for their applications through the gateway at fixed arrival
 * rates. Each answer should be a 503 with a detail, at once (goal p99 < 20 ms); then one instance is started
 * again and the time until the gateway answers 200 is measured.
 */
import type { Instance } from '../cluster/cluster';
import type { OpenLoadResult } from './open-load';
import { runLoadProcess, signInDemoGuest } from './load-process';

export interface UnavailableFigures {
  /** The detail of the first 503, checked before the runs. */
  detail: string;
  runs: { rate: number; result: OpenLoadResult }[];
  /** From the restarted instance being ready until the gateway answered 200. */
  recoveredMs: number;
}

export async function benchUnavailable(
  gatewayUrl: string,
  careers: readonly Instance[],
  rates: readonly number[],
  seconds: number,
): Promise<UnavailableFigures> {
  const token = await signInDemoGuest(gatewayUrl);
  const url = `${gatewayUrl}/api/applications/enhanced/my-applications`;
  const headers = { authorization: `Bearer ${token}` };
  const before = await fetch(url, { headers });
  if (before.status !== 200) throw new Error(`careers answered ${before.status} before its instances were stopped`);

  await Promise.all(careers.map((i) => i.kill('SIGKILL')));
  const runs: UnavailableFigures['runs'] = [];
  let detail: string;
  try {
    const sample = await fetch(url, { headers });
    const body = (await sample.json()) as { detail?: unknown };
    if (sample.status !== 503 || typeof body.detail !== 'string') throw new Error(`with careers down the gateway answered ${sample.status} ${JSON.stringify(body)}`);
    detail = body.detail;
    for (const rate of rates) {
      const result = await runLoadProcess<OpenLoadResult>('open-load.ts', { rate, seconds, requests: [{ kind: 'careers down', method: 'GET', url, headers }] });
      runs.push({ rate, result });
    }
  } finally {
    await careers[0]!.restart();
  }
  const back = performance.now();
  while ((await fetch(url, { headers })).status !== 200) {
    if (performance.now() - back > 60_000) throw new Error('the gateway did not use careers again within 60 s of an instance being ready');
    await new Promise((r) => setTimeout(r, 20));
  }
  const recoveredMs = performance.now() - back;
  await Promise.all(careers.slice(1).map((i) => i.restart()));
  return { detail, runs, recoveredMs };
}
