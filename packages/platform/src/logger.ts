import { pino, type Logger } from 'pino';
import { currentContext } from './context';

export type { Logger };

/** A pino logger whose every line carries the current request id and correlation id. */
export function createLogger(name: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    mixin() {
      const ctx = currentContext();
      return ctx ? { requestId: ctx.requestId, correlationId: ctx.correlationId } : {};
    },
  });
}
