import { describe, expect, it } from 'vitest';
import { ConfigError } from '@suvarna/platform';
import { loadConfig } from './config';

describe('gateway config', () => {
  it('when nothing is set, then the defaults describe the local site', () => {
    const config = loadConfig({});

    expect(config).toMatchObject({
      PORT: 8001,
      HOST: '0.0.0.0',
      AUTH_URL: 'http://127.0.0.1:8101',
      CATALOG_URL: 'http://127.0.0.1:8102',
      BOOKING_URL: 'http://127.0.0.1:8103',
      PAYMENT_URL: 'http://127.0.0.1:8104',
      CAREERS_URL: 'http://127.0.0.1:8105',
      NOTIFY_URL: 'http://127.0.0.1:8106',
      AI_URL: 'http://127.0.0.1:8107',
      RATE_LIMIT_PER_MINUTE: 600,
      WEBHOOK_RATE_LIMIT_PER_MINUTE: 60_000,
      UPSTREAM_TIMEOUT_MS: 5_000,
      UPSTREAM_LONG_TIMEOUT_MS: 60_000,
      FIRST_SCREEN_DATA_WAIT_MS: 800,
      BODY_LIMIT_BYTES: 102_400,
      UPLOAD_BODY_LIMIT_BYTES: 5_242_880 + 1_572_864,
      BREAKER_WINDOW_MS: 10_000,
      BREAKER_RESET_TIMEOUT_MS: 10_000,
      CORS_ORIGINS: ['http://localhost:8001', 'http://localhost:5173', 'http://127.0.0.1:8001', 'http://127.0.0.1:5173'],
    });
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.FRONTEND_DIST).toMatch(/frontend[/\\]dist$/);
  });

  it('when origins and upstreams are given, then they are read as a list and as origins', () => {
    const config = loadConfig({ CORS_ORIGINS: ' https://suvarna.example , https://admin.suvarna.example ', BOOKING_URL: 'http://booking:8103/' });

    expect(config.CORS_ORIGINS).toEqual(['https://suvarna.example', 'https://admin.suvarna.example']);
    expect(config.BOOKING_URL).toBe('http://booking:8103');
  });

  it('when several variables are wrong, then every problem is listed at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', CATALOG_URL: 'http://catalog:8102/api', CORS_ORIGINS: 'https://ok.example,https://bad.example/path', UPSTREAM_TIMEOUT_MS: '0' });
    } catch (err) {
      error = err;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^CATALOG_URL:/m);
    expect(problems).toContain('"https://bad.example/path" is not an origin');
    expect(problems).toMatch(/^UPSTREAM_TIMEOUT_MS:/m);
  });
});

describe('gateway config of timeouts', () => {
  it('when the breaker window is not longer than the upstream timeout, then the gateway refuses to start', () => {
    expect(() => loadConfig({ UPSTREAM_TIMEOUT_MS: '10000', BREAKER_WINDOW_MS: '10000' })).toThrow(/BREAKER_WINDOW_MS: must be longer than UPSTREAM_TIMEOUT_MS \(10000\)/);
  });
});

describe('gateway config with several instances per upstream', () => {
  it('when <NAME>_URLS lists instances, then they are read as distinct origins and replace the single URL', async () => {
    const { upstreamOrigins } = await import('./entry-points/http/route-table');
    const config = loadConfig({ BOOKING_URLS: ' http://10.0.0.1:8103/ , http://10.0.0.2:8103,http://10.0.0.1:8103', BOOKING_URL: 'http://booking:8103' });
    expect(upstreamOrigins(config, 'booking')).toEqual(['http://10.0.0.1:8103', 'http://10.0.0.2:8103']);
    expect(upstreamOrigins(config, 'catalog')).toEqual(['http://127.0.0.1:8102']);
  });

  it('when an entry of a list is not an origin, then the error names it', () => {
    expect(() => loadConfig({ NOTIFY_URLS: 'http://a:8106,http://b:8106/api' })).toThrow(/NOTIFY_URLS: "http:\/\/b:8106\/api" must be an http\(s\) origin without a path/);
  });
});
