import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createTracing, currentTraceIds, inSpan } from './tracing';

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } };
}

describe('log lines and traces', () => {
  it('when a line is logged inside a span, then it carries that trace id and span id', async () => {
    const { lines, stream } = capture();
    const logger = createLogger('logger-test', 'info', stream);
    const { tracer } = createTracing('logger-test');
    const ids = await inSpan('work', { tracer }, async () => {
      logger.info('inside');
      return currentTraceIds();
    });
    logger.info('outside');

    expect(ids?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(lines[0]).toMatchObject({ msg: 'inside', trace_id: ids!.trace_id, span_id: ids!.span_id });
    expect(lines[1]).toMatchObject({ msg: 'outside' });
    expect(lines[1]).not.toHaveProperty('trace_id');
  });
});
