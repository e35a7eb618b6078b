import {
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';

export { SpanKind, SpanStatusCode, type Span };

/** Headers (or an outbox row's column) carrying a trace context: W3C `traceparent` and `tracestate`. */
export type TraceCarrier = Record<string, string>;

export interface Tracing {
  tracer: Tracer;
  /** Whether spans are recorded and exported (an OTLP endpoint is configured). */
  exporting: boolean;
  /** Sends the spans still buffered; resolves once they are out or dropped. */
  flush(): Promise<void>;
  /** Flushes, then stops exporting. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** OTLP/HTTP base address (`http://jaeger:4318`); spans go to `<endpoint>/v1/traces` as JSON. Unset: nothing is exported. */
  endpoint?: string;
  /** How often buffered spans are sent. */
  exportIntervalMs?: number;
}

let globalsRegistered = false;

/**
 * The context manager and propagator are process-wide (every service of `npm start` shares them);
 * each service has its own provider, so that its spans carry its own service name.
 */
function registerGlobals(): void {
  if (globalsRegistered) return;
  globalsRegistered = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
}

/**
 * A service's tracer. Without an endpoint no span is recorded, but each still gets ids and passes its
 * context on, so that log lines of one request share a trace id across services at almost no cost.
 */
export function createTracing(service: string, { endpoint, exportIntervalMs = 1_000 }: TracingOptions = {}): Tracing {
  registerGlobals();
  const exporting = Boolean(endpoint);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service, 'service.namespace': 'suvarna' }),
    sampler: exporting ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : new AlwaysOffSampler(),
    spanProcessors: endpoint
      ? [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), scheduledDelayMillis: exportIntervalMs })]
      : [],
  });
  const tracer = provider.getTracer(`@suvarna/${service}`);
  if (!exporting) quietTracers.add(tracer);
  return {
    tracer,
    exporting,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/**
 * Tracers that record nothing (no endpoint): their spans still get ids and pass their context on, but the
 * attributes a span would carry are neither built nor handed to them, since nothing would keep them.
 */
const quietTracers = new WeakSet<Tracer>();

/** Whether spans of `tracer` may be recorded, and so whether their attributes are worth building. */
export function tracerRecords(tracer: Tracer): boolean {
  return !quietTracers.has(tracer);
}

/** The tracer of the service whose span is current, so that code deep in a service (a peer call, an e-mail) needs no wiring. */
const TRACER_KEY = createContextKey('suvarna service tracer');

/** A context with `span` current and `tracer` as the one later spans in it are made by. */
export function contextWithSpan(parent: Context, span: Span, tracer: Tracer): Context {
  return trace.setSpan(parent, span).setValue(TRACER_KEY, tracer);
}

function currentTracer(): Tracer {
  return (context.active().getValue(TRACER_KEY) as Tracer | undefined) ?? trace.getTracer('@suvarna/platform');
}

/** The context a caller sent in `headers` (an HTTP request's, a message's); the root context when none. */
export function extractContext(headers: Readonly<Record<string, string | string[] | undefined>> | null | undefined): Context {
  return headers ? propagation.extract(ROOT_CONTEXT, headers) : ROOT_CONTEXT;
}

/** `traceparent` and `tracestate` for `ctx` (default: the current context), to send with a request or message. */
export function injectContext(ctx: Context = context.active()): TraceCarrier {
  const carrier: TraceCarrier = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The current span's ids, for log lines; undefined outside any span. */
export function currentTraceIds(): { trace_id: string; span_id: string } | undefined {
  const sc = trace.getActiveSpan()?.spanContext();
  return sc && trace.isSpanContextValid(sc) ? { trace_id: sc.traceId, span_id: sc.spanId } : undefined;
}

/** Marks a span failed with the error that made it fail. */
export function recordFailure(span: Span, err: unknown): void {
  span.recordException(err instanceof Error ? err : String(err));
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/**
 * Runs `fn` in a new span (a child of the current one, or of `parent`), made by `tracer` or else by
 * the current service's, ending it when `fn` settles and marking it failed when `fn` throws.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes; parent?: Context; tracer?: Tracer },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const tracer = options.tracer ?? currentTracer();
  const parent = options.parent ?? context.active();
  const attributes = tracerRecords(tracer) ? options.attributes : undefined;
  const span = tracer.startSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes }, parent);
  try {
    return await context.with(contextWithSpan(parent, span, tracer), () => fn(span));
  } catch (err) {
    recordFailure(span, err);
    throw err;
  } finally {
    span.end();
  }
}

/**
 * fetch for calls to a peer service: a client span around the call, its context sent as `traceparent`
 * so that the peer's server span continues the caller's trace.
 */
export async function tracedFetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const attributes = (): Attributes => {
    const target = new URL(url);
    return { 'http.request.method': method, 'server.address': target.hostname, 'server.port': Number(target.port) || undefined, 'url.full': `${target.origin}${target.pathname}` };
  };
  return inSpan(
    method,
    { kind: SpanKind.CLIENT, attributes: tracerRecords(currentTracer()) ? attributes() : undefined },
    async (span) => {
      const res = await fetch(url, { ...init, headers: { ...init.headers, ...injectContext() } });
      span.setAttribute('http.response.status_code', res.status);
      if (res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return res;
    },
  );
}

const MESSAGING = { 'messaging.system': 'kafka' } as const;

/**
 * The context an outbox row keeps: a producer span ("create") made where the event is written, so
 * that the row's later send and every consumer of the event continue the trace that caused it.
 */
export function outboxTraceContext(tracer: Tracer, topic: string, eventId: string, type: string): TraceCarrier | null {
  const parent = context.active();
  const span = tracer.startSpan(
    `create ${topic}`,
    {
      kind: SpanKind.PRODUCER,
      attributes: tracerRecords(tracer)
        ? { ...MESSAGING, 'messaging.operation.type': 'create', 'messaging.destination.name': topic, 'messaging.message.id': eventId, 'event.type': type }
        : undefined,
    },
    parent,
  );
  span.end();
  const carrier = injectContext(trace.setSpan(parent, span));
  return Object.keys(carrier).length ? carrier : null;
}

/** The relay's send of one outbox row: a producer span continuing the row's trace, whose context goes out as the message's headers. */
export function sendInSpan(tracer: Tracer, row: { topic: string; key: string; eventId?: string; traceContext: TraceCarrier | null }, send: (headers: TraceCarrier) => Promise<void>): Promise<void> {
  return inSpan(
    `send ${row.topic}`,
    {
      tracer,
      kind: SpanKind.PRODUCER,
      parent: extractContext(row.traceContext),
      attributes: tracerRecords(tracer)
        ? { ...MESSAGING, 'messaging.operation.type': 'send', 'messaging.destination.name': row.topic, 'messaging.kafka.message.key': row.key, 'messaging.message.id': row.eventId }
        : undefined,
    },
    () => send(injectContext()),
  );
}

/** A consumer group's handling of one message: a consumer span, child of the context the message's headers carry. */
export function consumeInSpan<T>(tracer: Tracer, group: string, message: { topic: string; key: string; headers?: Readonly<TraceCarrier> }, fn: () => Promise<T>): Promise<T> {
  return inSpan(
    `process ${message.topic}`,
    {
      tracer,
      kind: SpanKind.CONSUMER,
      parent: carriedContext(message.headers),
      attributes: tracerRecords(tracer)
        ? { ...MESSAGING, 'messaging.operation.type': 'process', 'messaging.destination.name': message.topic, 'messaging.consumer.group.name': group, 'messaging.kafka.message.key': message.key }
        : undefined,
    },
    fn,
  );
}

/**
 * The context a message's headers carry, read once per headers object: the in-memory transport hands every
 * group of the process the same message, and a context never changes once made.
 */
const carriedContexts = new WeakMap<object, Context>();

function carriedContext(headers: Readonly<TraceCarrier> | undefined): Context {
  if (!headers) return ROOT_CONTEXT;
  let carried = carriedContexts.get(headers);
  if (!carried) {
    carried = extractContext(headers);
    carriedContexts.set(headers, carried);
  }
  return carried;
}

/**
 * Runs `fn` in the trace a carrier names, `tracer` making the spans started in it: for work done later on
 * behalf of a span that has ended (an e-mail queued by a consumer, sent after its commit).
 */
export function runInTrace<T>(carrier: TraceCarrier | null, tracer: Tracer, fn: () => T): T {
  return context.with(extractContext(carrier).setValue(TRACER_KEY, tracer), fn);
}

/** Runs `fn` with `ctx` current. */
export function runInContext<T>(ctx: Context, fn: () => T): T {
  return context.with(ctx, fn);
}

/** Marks the current span failed (a message parked on its dead-letter topic). */
export function failCurrentSpan(err: unknown): void {
  const span = trace.getActiveSpan();
  if (span) recordFailure(span, err);
}
