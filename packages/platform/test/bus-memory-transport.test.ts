import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryTransport, partitionOf, type Transport, type TransportMessage } from '../src';

const WAIT = { timeout: 5_000, interval: 10 };
const msg = (key: string, value: string, topic = 'booking'): TransportMessage => ({ topic, key, value });

describe('memory transport', () => {
  let transport: Transport;
  afterEach(async () => {
    await transport?.close();
  });

  it('when a message is sent, then its handler runs later, never inside send', async () => {
    transport = createMemoryTransport();
    const seen: string[] = [];
    await transport.subscribe({ group: 'g', topics: ['booking'], handle: async (m) => void seen.push(m.value) });
    await transport.send(msg('k', 'a'));
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual(['a']), WAIT);
  });

  it('when two subscribers share a group, then each message is handled once and both take a share', async () => {
    transport = createMemoryTransport({ partitions: 4 });
    const byA: string[] = [];
    const byB: string[] = [];
    await transport.subscribe({ group: 'g', topics: ['booking'], handle: async (m) => void byA.push(m.value) });
    await transport.subscribe({ group: 'g', topics: ['booking'], handle: async (m) => void byB.push(m.value) });
    const keys = Array.from({ length: 40 }, (_, i) => `key-${i}`);
    for (const key of keys) await transport.send(msg(key, key));

    await vi.waitFor(() => expect(byA.length + byB.length).toBe(40), WAIT);
    expect([...byA, ...byB].sort()).toEqual([...keys].sort());
    expect(byA.length).toBeGreaterThan(0);
    expect(byB.length).toBeGreaterThan(0);
  });

  it('when a group subscribes after messages were sent, then it receives them from the beginning', async () => {
    transport = createMemoryTransport();
    await transport.send(msg('k', 'early-1'));
    await transport.send(msg('k', 'early-2'));
    const seen: string[] = [];
    await transport.subscribe({ group: 'late', topics: ['booking'], handle: async (m) => void seen.push(m.value) });
    await transport.send(msg('k', 'later'));
    await vi.waitFor(() => expect(seen).toEqual(['early-1', 'early-2', 'later']), WAIT);
  });

  it('when a handler rejects, then the message is redelivered before the next one of its key', async () => {
    transport = createMemoryTransport({ redeliveryDelayMs: 5 });
    const seen: string[] = [];
    let failures = 2;
    await transport.subscribe({
      group: 'g',
      topics: ['booking'],
      handle: async (m) => {
        seen.push(m.value);
        if (m.value === 'first' && failures-- > 0) throw new Error('not yet');
      },
    });
    await transport.send(msg('k', 'first'));
    await transport.send(msg('k', 'second'));
    await vi.waitFor(() => expect(seen).toEqual(['first', 'first', 'first', 'second']), WAIT);
  });

  it('when a subscriber stops, then the rest of its group takes over its partitions', async () => {
    transport = createMemoryTransport({ partitions: 2 });
    const byB: string[] = [];
    const a = await transport.subscribe({ group: 'g', topics: ['booking'], handle: async () => undefined });
    await transport.subscribe({ group: 'g', topics: ['booking'], handle: async (m) => void byB.push(m.value) });
    await a.stop();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    // Both partitions must be exercised for the take-over to mean anything.
    expect(new Set(keys.map((k) => partitionOf(k, 2))).size).toBe(2);
    for (const key of keys) await transport.send(msg(key, key));
    await vi.waitFor(() => expect([...byB].sort()).toEqual(keys), WAIT);
  });

  it('when the transport is closed, then nothing more is delivered and send fails', async () => {
    // A held clock: every delivery the transport had scheduled is run out below, so "nothing" is proven, not waited for.
    vi.useFakeTimers();
    try {
      transport = createMemoryTransport();
      const seen: string[] = [];
      await transport.subscribe({ group: 'g', topics: ['booking'], handle: async (m) => void seen.push(m.value) });
      await transport.send(msg('k', 'a'));
      await transport.close();
      await expect(transport.send(msg('k', 'b'))).rejects.toThrow('closed');
      await vi.runAllTimersAsync();
      expect(seen).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
