import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { jsonResponse } from '../../test/render';
import { useStartCheckout } from './use-start-checkout';

function setup() {
  const go = vi.fn();
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
  const { result } = renderHook(() => useStartCheckout(go), { wrapper });
  return { go, result };
}

describe('useStartCheckout', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("when the session opens, then the browser goes to checkout_url, the booking is remembered for /booking-cancel, and the site's origin was sent", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, checkout_url: 'http://127.0.0.1:12111/c/pay/cs_test_1' }));
    const { go, result } = setup();
    let error: string | undefined = 'unset';
    await act(async () => {
      error = await result.current.startCheckout('bk1');
    });
    expect(error).toBeUndefined();
    expect(go).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_test_1');
    expect(sessionStorage.getItem('suvarna.pending_checkout')).toBe('bk1');
    expect(await (fetchMock.mock.calls[0]![0] as Request).json()).toEqual({ booking_id: 'bk1', origin_url: window.location.origin });
  });

  it("when the answer lacks success or checkout_url, then 'Failed to create payment session' and no navigation", async () => {
    for (const body of [{ success: true }, { checkout_url: 'http://x/c/pay/1' }, { success: false, checkout_url: 'http://x' }]) {
      fetchMock.mockResolvedValueOnce(jsonResponse(body));
      const { go, result } = setup();
      let error: string | undefined;
      await act(async () => {
        error = await result.current.startCheckout('bk1');
      });
      expect(error).toBe('Failed to create payment session');
      expect(go).not.toHaveBeenCalled();
    }
  });

  it('when the payment service refuses, then its detail is shown and the browser stays', async () => {
    const { go, result } = setup();
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'The rooms of this booking are no longer held.', code: 'hold_expired' }, 409));
    let error: string | undefined;
    await act(async () => {
      error = await result.current.startCheckout('bk3');
    });
    expect(error).toBe('The rooms of this booking are no longer held.');
    expect(go).not.toHaveBeenCalled();
  });
});
