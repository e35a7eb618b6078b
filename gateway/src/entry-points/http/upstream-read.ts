import { Writable } from 'node:stream';
import { matchRoute } from './route-table';
import { ClientGoneError, type ProxyCall, type Upstreams } from './upstreams';

/**
 * GET of an /api path from the service that owns it, through its breakers, read whole: the parsed JSON of a
 * 200 answer, or undefined for anything else (another status, not JSON, no answer within `timeoutMs`). The same
 * public read a browser makes; the gateway reads nothing else of a service.
 */
export async function readUpstreamJson(upstreams: Upstreams, apiPath: string, requestId: string, timeoutMs: number): Promise<unknown> {
  const rule = matchRoute(apiPath);
  if (!rule) return undefined;
  const answer = collectAnswer();
  const call: ProxyCall = {
    requestId,
    method: 'GET',
    path: apiPath,
    headers: { accept: 'application/json', 'accept-encoding': 'identity', 'x-request-id': requestId },
    openBody: () => null,
    canResend: () => true,
    responded: () => answer.status() !== 0,
    respond: answer.respond,
  };
  upstreams.get(rule.upstream).send(call).catch(answer.fail);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([answer.done.then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') {
      // Not the upstream's fault as far as its breaker goes: the caller simply goes on without the data.
      answer.abandon();
      return undefined;
    }
    return answer.status() === 200 ? (JSON.parse(answer.body().toString('utf8')) as unknown) : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    answer.done.catch(() => undefined);
  }
}

/** An upstream's answer as it streams in: its status, and its body when that is 200. */
function collectAnswer() {
  const chunks: Buffer[] = [];
  let status = 0;
  let sink: Writable | undefined;
  let settle: { resolve: () => void; reject: (err: unknown) => void } | undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    done,
    status: () => status,
    body: () => Buffer.concat(chunks),
    fail: (err: unknown) => settle?.reject(err),
    abandon: () => sink?.destroy(new ClientGoneError()),
    respond(statusCode: number): Writable {
      status = statusCode;
      sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (status === 200) chunks.push(chunk);
          callback();
        },
      });
      sink.on('finish', () => settle?.resolve());
      sink.on('error', (err) => settle?.reject(err));
      return sink;
    },
  };
}
