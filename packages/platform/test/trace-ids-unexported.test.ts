import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeInSpan, createHttpApp, createLogger, createMetrics, createTracing, currentTraceIds, finishApp } from '../src/index';

// With no exporter configured, spans record nothing, but their ids still reach log lines and carry the caller's trace.
const tracing = createTracing('trace-ids-test');
const lines: Record<string, unknown>[] = [];
const logger = createLogger('trace-ids-test', 'info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const app = createHttpApp({ logger, metrics: createMetrics('trace-ids-test'), tracing });
  app.get('/ids', (_req, res) => {
    res.json(currentTraceIds() ?? null);
  });
  finishApp(app, logger);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpan = '00f067aa0ba902b7';

describe('trace ids without an exporter', () => {
  it('when a request carries a traceparent, then its handler and its request log line are in the caller\'s trace, in a span of their own', async () => {
    lines.length = 0;
    const res = await fetch(`${baseUrl}/ids`, { headers: { traceparent: `00-${traceId}-${callerSpan}-01`, 'x-request-id': 'req-trace-1' } });
    const ids = (await res.json()) as { trace_id: string; span_id: string };
    expect(ids.trace_id).toBe(traceId);
    expect(ids.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(ids.span_id).not.toBe(callerSpan);
    // The request's log line is written as the response finishes: wait for it, then check it.
    const line = await vi.waitFor(() => {
      const found = lines.find((l) => l.msg === 'request' && l.requestId === 'req-trace-1');
      if (!found) throw new Error('no request line yet');
      return found;
    });
    expect(line).toMatchObject({ trace_id: traceId, span_id: ids.span_id, route: '/ids', status: 200 });
  });

  it('when a request carries none, then it starts a trace of its own', async () => {
    const ids = (await (await fetch(`${baseUrl}/ids`)).json()) as { trace_id: string; span_id: string };
    expect(ids.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.trace_id).not.toBe(traceId);
  });

  it('when several groups consume one message, then each handles it in the message\'s trace, in a span of its own', async () => {
    const message = { topic: 'booking', key: 'k', headers: { traceparent: `00-${traceId}-${callerSpan}-01` } };
    const seen = await Promise.all(['a', 'b', 'c'].map((group) => consumeInSpan(tracing.tracer, group, message, async () => currentTraceIds())));
    for (const ids of seen) expect(ids?.trace_id).toBe(traceId);
    expect(new Set(seen.map((ids) => ids?.span_id)).size).toBe(3);
  });
});
