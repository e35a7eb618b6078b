/**
 * An open-model load driver, run in a process of its own with its plan as JSON on stdin: it sends
 * requests at a fixed arrival rate whatever the answers take (request i is due at start + i / rate),
 * over keep-alive connections, and measures each latency from the time the request was due, not from
 * when it could be sent, so a stalled server shows in the figures instead of slowing the load
 * (no coordinated omission). Prints one JSON line of results.
 */
import http from 'node:http';

export interface OpenLoadRequest {
  /** Weight among the plan's kinds; each kind's requests are taken in turn. */
  kind: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoadPlan {
  rate: number;
  seconds: number;
  /** The requests to send, in order (the caller has shuffled the mix); cycled when the run needs more. */
  requests: OpenLoadRequest[];
  /** Requests still unanswered this long after they were due count as errors. */
  timeoutMs?: number;
  maxSockets?: number;
}

export interface OpenLoadResult {
  offered: number;
  sent: number;
  completed: number;
  /** Answered 2xx/3xx per second of the run. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Errors by cause: a status, or the client error's code. */
  errorKinds: Record<string, number>;
  byKind: Record<string, { n: number; p50: number; p99: number; errors: number }>;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function runOpenLoad(plan: OpenLoadPlan): Promise<OpenLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.maxSockets ?? 512 });
  const total = Math.round(plan.rate * plan.seconds);
  const timeoutMs = plan.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  const perKind = new Map<string, { latencies: number[]; errors: number }>();
  const errorKinds: Record<string, number> = {};
  let sent = 0;
  let completed = 0;
  let errors = 0;
  let ok = 0;

  const record = (kind: string, ms: number, error?: string) => {
    completed++;
    latencies.push(ms);
    let k = perKind.get(kind);
    if (!k) perKind.set(kind, (k = { latencies: [], errors: 0 }));
    k.latencies.push(ms);
    if (error) {
      errors++;
      k.errors++;
      errorKinds[error] = (errorKinds[error] ?? 0) + 1;
    } else ok++;
  };

  const send = (r: OpenLoadRequest, due: number) =>
    new Promise<void>((resolve) => {
      let done = false;
      const finish = (error?: string) => {
        if (done) return;
        done = true;
        record(r.kind, performance.now() - due, error);
        resolve();
      };
      const req = http.request(r.url, { method: r.method, agent, headers: { ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) } }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => finish(res.statusCode! < 400 ? undefined : String(res.statusCode)));
        res.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? 'response error'));
      });
      req.setTimeout(timeoutMs, () => {
        req.destroy();
        finish('timeout');
      });
      req.on('error', (err: NodeJS.ErrnoException) => finish(err.code ?? 'request error'));
      req.end(r.body);
    });

  const pending: Promise<void>[] = [];
  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each measured from its own due time.
      const due = Math.min(total, Math.floor(((now - start) / 1000) * plan.rate) + 1);
      while (sent < due) {
        const i = sent++;
        pending.push(send(plan.requests[i % plan.requests.length]!, start + (i / plan.rate) * 1000));
      }
      if (sent >= total) return resolve();
      // A timer, not a busy loop: the driver must leave the machine's cores to the servers it measures.
      setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const byKind: OpenLoadResult['byKind'] = {};
  for (const [kind, k] of perKind) {
    k.latencies.sort((a, b) => a - b);
    byKind[kind] = { n: k.latencies.length, p50: round(percentile(k.latencies, 50)), p99: round(percentile(k.latencies, 99)), errors: k.errors };
  }
  return {
    offered: plan.rate,
    sent,
    completed,
    achieved: Math.round((ok / Math.max(elapsed, plan.seconds)) * 10) / 10,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors,
    errorKinds,
    byKind,
  };
}

// Run as a process: the plan on stdin, the result as the last line of stdout.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  let input = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) input += chunk as string;
  const result = await runOpenLoad(JSON.parse(input) as OpenLoadPlan);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
