import { describe, expect, it } from 'vitest';
import { calendarWindow, createBriefCache } from './availability-calendar';

describe('createBriefCache', () => {
  it('when asked again within its time, then the kept answer comes without loading; after it, the answer is loaded again', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createBriefCache<number>({ ttlMs: 1000, now: () => clock });
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('when a load fails, then the failure is not kept', async () => {
    const cache = createBriefCache<number>({ ttlMs: 60_000, now: () => 0 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('when it holds more addresses than its bound, then the oldest goes first; with no time at all it keeps nothing', async () => {
    const cache = createBriefCache<string>({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key));
    expect(await cache.get('a', () => Promise.resolve('again'))).toBe('again');
    expect(await cache.get('c', () => Promise.resolve('again'))).toBe('c');
    const none = createBriefCache<number>({ ttlMs: 0 });
    let loads = 0;
    await none.get('a', () => Promise.resolve(++loads));
    await none.get('a', () => Promise.resolve(++loads));
    expect(loads).toBe(2);
  });
});

describe('calendarWindow', () => {
  it('when the window starts before today, then it starts today; a window wholly past is empty', () => {
    expect(calendarWindow({ from: '2026-11-01', to: '2026-12-01' }, '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-12-01' });
    expect(calendarWindow({ from: '2026-10-01', to: '2026-11-01' }, '2026-11-27')).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('when the window is 62 nights across a year end it is allowed, 63 is not', () => {
    expect(calendarWindow({ from: '2026-12-01', to: '2027-02-01' }, '2026-11-27')).toEqual({ from: '2026-12-01', to: '2027-02-01' });
    expect(() => calendarWindow({ from: '2026-12-01', to: '2027-02-02' }, '2026-11-27')).toThrow('At most 62 nights');
  });
});
