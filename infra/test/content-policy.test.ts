import { createHash } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildFrontend, frontendNeedsBuild } from '../dev';
import type { RunningSite } from '../dev/site';
import { startTestSite, type TestSite } from '../testing';

/*
 * The site's headers against the Mozilla HTTP Observatory's tests and score modifiers, written down here from
 * its published methodology (developer.mozilla.org/en-US/observatory/docs/tests_and_scoring) so that no
 * external service is called. The site is asked as production asks it: by its public name behind the TLS
 * terminator (whose HTTP → HTTPS redirection is the load balancer's, not scored here).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLIC_HOST = 'www.suvarnahotels.in';

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

interface Outcome {
  test: string;
  result: string;
  modifier: number;
}

type Directives = Map<string, string[]>;

function parseCsp(header: string): Directives {
  const directives: Directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources a fetch directive falls back to, as browsers apply them. */
const sourcesOf = (csp: Directives, directive: string) => csp.get(directive) ?? csp.get('default-src');
const broad = (sources: string[]) => sources.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:');

// ------------------------------------------------------------ the Observatory's tests

function contentSecurityPolicy(header: string | null): Outcome {
  const test = 'content-security-policy';
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(header);
  const script = sourcesOf(csp, 'script-src');
  const object = sourcesOf(csp, 'object-src');
  const style = sourcesOf(csp, 'style-src');
  const passive = [...(sourcesOf(csp, 'img-src') ?? []), ...(sourcesOf(csp, 'media-src') ?? [])];
  const strict = script?.some((s) => /^'(nonce-|sha(256|384|512)-|strict-dynamic)/.test(s)) ?? false;
  if (!script || !object || broad(object) || (!strict && (script.includes("'unsafe-inline'") || broad(script)))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (script.includes('http:') || (style ?? []).includes('http:')) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (passive.includes('http:')) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if (!style || style.includes("'unsafe-inline'") || broad(style)) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (csp.get('default-src')?.join(' ') === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/** A session cookie, as the Observatory tells one: by its name. */
const isSessionCookie = (name: string) => /sess|login|auth|token|sid|refresh/i.test(name);

function cookies(setCookies: string[], hsts: boolean): Outcome {
  const test = 'cookies';
  if (!setCookies.length) return { test, result: 'cookies-not-found', modifier: 0 };
  const parsed = setCookies.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((p) => p.trim());
    const flags = new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1]?.toLowerCase() ?? '']));
    return { name: pair.split('=')[0]!, secure: flags.has('secure'), httpOnly: flags.has('httponly'), sameSite: flags.get('samesite') };
  });
  if (parsed.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite))) return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 };
  const sessions = parsed.filter((c) => isSessionCookie(c.name));
  if (sessions.some((c) => !c.secure)) return hsts ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 } : { test, result: 'cookies-session-without-secure-flag', modifier: -40 };
  if (sessions.some((c) => !c.httpOnly)) return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (parsed.some((c) => !c.secure)) return hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 };
  if (parsed.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax')) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function crossOriginResourceSharing(allowOrigin: string | null): Outcome {
  const test = 'cross-origin-resource-sharing';
  if (allowOrigin === '*') return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  return { test, result: allowOrigin ? 'cross-origin-resource-sharing-implemented-with-restricted-access' : 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
}

function strictTransportSecurity(header: string | null): Outcome {
  const test = 'strict-transport-security';
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= 15_768_000 ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 } : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerPolicy(header: string | null): Outcome {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const policy = header.split(',').map((p) => p.trim().toLowerCase()).at(-1)!;
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) return { test, result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(policy)) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function subresourceIntegrity(html: string): Outcome {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/gi)].map((m) => ({ src: m[1]!, integrity: /\bintegrity="/i.test(m[0]) }));
  if (!scripts.length) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((s) => /^(https?:)?\/\//i.test(s.src));
  if (!external.length) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  if (external.every((s) => s.integrity && s.src.startsWith('https:'))) return { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
}

function xContentTypeOptions(header: string | null): Outcome {
  const test = 'x-content-type-options';
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff' ? { test, result: 'x-content-type-options-nosniff', modifier: 0 } : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xFrameOptions(header: string | null, csp: string | null): Outcome {
  const test = 'x-frame-options';
  if (csp && parseCsp(csp).has('frame-ancestors')) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return ['deny', 'sameorigin'].includes(header.trim().toLowerCase()) ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 } : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function crossOriginResourcePolicy(header: string | null): Outcome {
  const test = 'cross-origin-resource-policy';
  if (!header) return { test, result: 'corp-not-implemented', modifier: 0 };
  const value = header.trim().toLowerCase();
  if (value === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 0 };
  if (value === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 0 };
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: -20 };
  return { test, result: 'corp-header-invalid', modifier: -20 };
}

/** Penalties first; bonuses only when the score is 90 (A) or more; grades by the Observatory's chart. */
function score(outcomes: Outcome[]): { score: number; grade: string } {
  let total = 100 + outcomes.filter((o) => o.modifier < 0).reduce((n, o) => n + o.modifier, 0);
  if (total >= 90) total += outcomes.filter((o) => o.modifier > 0).reduce((n, o) => n + o.modifier, 0);
  total = Math.max(0, total);
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ];
  return { score: total, grade: chart.find(([min]) => total >= min)![1] };
}

function observatory(document: Answer, setCookies: string[]): Outcome[] {
  const h = (name: string) => document.headers.get(name);
  const hsts = strictTransportSecurity(h('strict-transport-security'));
  return [
    contentSecurityPolicy(h('content-security-policy')),
    cookies(setCookies, hsts.modifier === 0),
    crossOriginResourceSharing(h('access-control-allow-origin')),
    hsts,
    referrerPolicy(h('referrer-policy')),
    subresourceIntegrity(document.body),
    xContentTypeOptions(h('x-content-type-options')),
    xFrameOptions(h('x-frame-options'), h('content-security-policy')),
    crossOriginResourcePolicy(h('cross-origin-resource-policy')),
  ];
}

// ------------------------------------------------------------ the site

let testSite: TestSite;
let site: RunningSite;

beforeAll(async () => {
  if (await frontendNeedsBuild(root)) await buildFrontend(root);
  testSite = await startTestSite(inject('adminDatabaseUrl'), inject('redisUrl'), { RATE_LIMIT_PER_MINUTE: '0', LOGIN_MAX_FAILURES_PER_IP: '100000' });
  site = testSite.site;
}, 180_000);

afterAll(async () => {
  await testSite?.close();
});

/** A request by the site's public name (fetch cannot set Host): the gateway tells the services which host was asked. */
function ask(method: string, pathname: string, body?: unknown): Promise<Answer & { setCookies: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${site.url}${pathname}`,
      { method, headers: { host: PUBLIC_HOST, 'accept-encoding': 'identity', ...(payload ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (value !== undefined && name !== 'set-cookie') headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8'), setCookies: res.headers['set-cookie'] ?? [] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (pathname: string) => ask('GET', pathname);

// Signed in once for the file: the cookies a sign-in sets are the same for every page scanned.
let signedIn: Promise<string[]> | undefined;
function signInCookies(): Promise<string[]> {
  signedIn ??= ask('POST', '/api/auth/login', { email: 'guest@suvarnahotels.in', password: 'Guest@123' }).then((res) => {
    expect(res.status).toBe(200);
    return res.setCookies;
  });
  return signedIn;
}

const pages = ['/', '/hotels', '/hotels/1', '/login', '/verify-email'];

describe('the headers against the Mozilla Observatory', () => {
  it.each(pages)('when %s is scanned, then every test passes at its best result and the grade is A+ (125)', async (pathname) => {
    const document = await get(pathname);
    expect(document.status).toBe(200);
    const outcomes = observatory(document, await signInCookies());
    expect(Object.fromEntries(outcomes.map((o) => [o.test, o.result]))).toEqual({
      'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
      cookies: 'cookies-secure-with-httponly-sessions-and-samesite',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      'strict-transport-security': 'hsts-implemented-max-age-at-least-six-months',
      'referrer-policy': 'referrer-policy-private',
      'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
    });
    expect(score(outcomes)).toEqual({ score: 125, grade: 'A+' });
  });

  it('when the rules are applied to the policy the site had before (style-src \'unsafe-inline\', img-src https:, a token cookie set by script), then they mark it down', () => {
    const before = "default-src 'self';img-src 'self' data: https:;style-src 'self' https: 'unsafe-inline';script-src 'self';object-src 'none'";
    expect(contentSecurityPolicy(before).result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(cookies(['auth_token=eyJ; expires=Thu, 01 Jan 2099 00:00:00 GMT; path=/; SameSite=Lax'], true).result).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
  });
});

describe('the content policy itself', () => {
  it.each(pages)('when %s is served, then pictures come from the site or data: only, styles without \'unsafe-inline\', and each inline style by its hash', async (pathname) => {
    const document = await get(pathname);
    const csp = parseCsp(document.headers.get('content-security-policy')!);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // No origin but the site's own anywhere: the browser is sent to Stripe's page (a navigation), no Stripe script runs here.
    expect([...csp.values()].flat().filter((s) => /^https?:/.test(s))).toEqual([]);
    for (const [, style] of document.body.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)) {
      expect(csp.get('style-src')).toContain(`'sha256-${createHash('sha256').update(style!).digest('base64')}'`);
    }
  });

  it('when any answer is sent (a document, a file, an API answer), then the permissions, opener and referrer policies come with it', async () => {
    for (const answer of [await get('/'), await get('/images/emblem.svg'), await get('/api/hotels')]) {
      expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/);
      expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // An API answer keeps its service's stricter no-referrer (the service's own headers win over the gateway's).
      expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(answer.headers.get('referrer-policy'));
    }
    expect((await get('/')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
