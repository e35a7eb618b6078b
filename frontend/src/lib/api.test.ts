import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { jsonResponse } from '../test/render';
import { api, resolveApiBaseUrl } from './api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => '/probe' }),
  }),
});

function lastRequest(fetchMock: ReturnType<typeof vi.fn>): Request {
  const request: unknown = fetchMock.mock.calls.at(-1)?.[0];
  if (!(request instanceof Request)) throw new Error('fetch was not called with a Request');
  return request;
}

describe('api base query', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('when the store holds an access token, then requests carry it as a bearer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore({ auth: { status: 'signedIn', token: 'memory-token', user: { full_name: 'A', email: 'a@example.in' } } });

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(lastRequest(fetchMock).headers.get('authorization')).toBe('Bearer memory-token');
  });

  it('when nobody is signed in, then requests carry no authorization header', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    const store = makeStore();

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(lastRequest(fetchMock).headers.has('authorization')).toBe(false);
  });

  it('when the server answers 401 and the session cannot be renewed, then a warning is logged and the session is left alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ detail: 'Not authenticated' }, 401)));
    const store = makeStore({ auth: { status: 'signedIn', token: 't', user: { full_name: 'A', email: 'a@example.in' } } });

    await store.dispatch(probeApi.endpoints.probe.initiate());

    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unauthorized'));
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('when a gateway origin is configured, then calls go to its /api', () => {
    expect(resolveApiBaseUrl('http://localhost:8001/')).toBe('http://localhost:8001/api');
    expect(resolveApiBaseUrl('')).toBe(`${window.location.origin}/api`);
  });
});
