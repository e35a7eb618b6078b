import { pino, type DestinationStream, type Logger } from 'pino';
import { currentContext } from './context';
import { currentTraceIds } from './tracing';

export type { Logger };

/** A pino logger whose every line carries the current request id and correlation id, and the current trace and span ids. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    mixin() {
      const ctx = currentContext();
      const ids = ctx ? { requestId: ctx.requestId, correlationId: ctx.correlationId } : {};
      const traceIds = currentTraceIds();
      return traceIds ? { ...ids, ...traceIds } : ids;
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
