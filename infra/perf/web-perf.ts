/**
 * `npm run perf:web`: how fast the first screen of /, /hotels and /hotels/1 appears to a new visitor.
 * Boots the whole site on free ports (DATABASE_URL or embedded Postgres; or measures BASE_URL when set),
 * builds the frontend first when its sources changed, then loads each page cold (a fresh browser context,
 * so an empty cache and no open connections) in Debian's Chromium, on a desktop profile and on a phone
 * profile (DevTools' "Slow 4G", 4× CPU slowdown, 390×844), and prints the median of PERF_RUNS loads (3).
 *
 * FCP and LCP come from the page's own paint timings; CLS is the largest session window of layout shifts
 * (as Core Web Vitals defines it); TBT adds up the part over 50 ms of every long task after FCP until the
 * page has been quiet (no request, no long task) for a second. Bytes are what crossed the wire (compressed),
 * by kind. The goals of the performance section of the README are checked at the end; the exit code stays 0
 * unless PERF_ENFORCE=1, because figures measured on a shared machine are not a test.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { createTestDatabase, type TestDatabase } from '@suvarna/platform/testing';
import { buildFrontend, frontendNeedsBuild } from '../dev/frontend-build';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../dev/embedded-postgres';
import { startSite, type RunningSite } from '../dev/site';
import { freePort, freeSitePorts } from '../testing/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const runs = Number(process.env.PERF_RUNS ?? 3);
const pages = (process.env.PERF_PAGES ?? '/,/hotels,/hotels/1').split(',');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Profile {
  name: 'desktop' | 'phone';
  context: BrowserContextOptions;
  /** DevTools' throttling presets; undefined = the machine's own speed. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown?: number;
}

const profiles: Profile[] = [
  { name: 'desktop', context: { viewport: { width: 1440, height: 900 } } },
  {
    name: 'phone',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    // Chrome DevTools' "Slow 4G": 1.6 Mbps down, 750 kbps up, 150 ms RTT, with its own adjustment factors.
    network: { latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 },
    cpuSlowdown: 4,
  },
];

type Kind = 'document' | 'js' | 'css' | 'font' | 'image' | 'data' | 'other';
const kinds: Kind[] = ['document', 'js', 'css', 'font', 'image', 'data', 'other'];

interface Sample {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  bytes: Record<Kind, number>;
  lcpElement: string;
}

interface PageVitals {
  fcp: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * Installed before any of the page's scripts: buffered observers that keep what Chromium reports. Kept as
 * source text: a function passed to the page would carry the helpers tsx's transform inserts into it.
 */
const observeVitals = `(() => {
  const state = { fcp: 0, lcp: 0, lcpElement: '', shifts: [], longTasks: [] };
  window.__vitals = state;
  const describe = (el) => {
    if (!el) return '(text or removed)';
    const cls = (el.getAttribute('class') || '').split(/\\s+/)[0];
    const text = (el.textContent || '').trim().slice(0, 30);
    const what = el.tagName === 'IMG' ? ' ' + (el.currentSrc.split('/').pop() || '') : text ? ' "' + text + '"' : '';
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '') + what;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') state.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { state.lcp = e.startTime; state.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) state.shifts.push({ time: e.startTime, value: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** Core Web Vitals' CLS: the largest burst of shifts less than 1 s apart, lasting at most 5 s. */
function cumulativeLayoutShift(shifts: { time: number; value: number }[]): number {
  let best = 0;
  let windowValue = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.time - last > 1000 || s.time - windowStart > 5000) {
      windowValue = 0;
      windowStart = s.time;
    }
    windowValue += s.value;
    last = s.time;
    best = Math.max(best, windowValue);
  }
  return best;
}

function kindOf(resourceType: string, mimeType: string): Kind {
  if (resourceType === 'Document') return 'document';
  if (resourceType === 'Script' || /javascript/.test(mimeType)) return 'js';
  if (resourceType === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (resourceType === 'Font' || /font/.test(mimeType)) return 'font';
  if (resourceType === 'Image' || mimeType.startsWith('image/')) return 'image';
  // A data preload from a Link header is reported as "Other" until its response says what it is.
  if (resourceType === 'Fetch' || resourceType === 'XHR' || mimeType === 'application/json') return 'data';
  return 'other';
}

async function measure(browser: Browser, baseUrl: string, profile: Profile, pagePath: string): Promise<Sample> {
  const context = await browser.newContext(profile.context);
  try {
    await context.addInitScript({ content: observeVitals });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

    const requests = new Map<string, { kind: Kind; bytes: number; done: boolean }>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      lastActivity = Date.now();
      if (!requests.has(e.requestId)) requests.set(e.requestId, { kind: kindOf(e.type ?? 'Other', ''), bytes: 0, done: false });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (r) r.kind = kindOf(e.type, e.response.mimeType);
    });
    cdp.on('Network.loadingFinished', (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { bytes: e.encodedDataLength, done: true });
    });
    cdp.on('Network.loadingFailed', (e) => {
      lastActivity = Date.now();
      const r = requests.get(e.requestId);
      if (r) r.done = true;
    });

    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    // Quiet: the page has painted, every request finished and nothing new for a second (long tasks are read
    // afterwards). On a loaded machine a throttled page may paint well after its load event.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const pending = [...requests.values()].some((r) => !r.done);
      const painted = (await page.evaluate('window.__vitals.lcp > 0')) === true;
      if (painted && !pending && Date.now() - lastActivity > 1000) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    interface Observed extends Omit<PageVitals, 'cls'> {
      shifts: { time: number; value: number }[];
    }
    const vitals = (await page.evaluate('window.__vitals')) as Observed;
    const pageVitals: PageVitals = { ...vitals, cls: cumulativeLayoutShift(vitals.shifts) };
    const tbt = pageVitals.longTasks
      .filter((t) => t.start + t.duration > pageVitals.fcp)
      .reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, pageVitals.fcp) - 50), 0);
    const bytes = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<Kind, number>;
    for (const r of requests.values()) bytes[r.kind] += r.bytes;
    return { fcp: pageVitals.fcp, lcp: pageVitals.lcp, cls: pageVitals.cls, tbt, bytes, lcpElement: pageVitals.lcpElement };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const goals = { jsKb: 180, desktopLcp: 1000, phoneLcp: 2500, cls: 0.1 };

async function bootOwnSite(): Promise<{ url: string; close(): Promise<void> }> {
  if (await frontendNeedsBuild(root)) await buildFrontend(root);
  let embedded: EmbeddedDatabase | undefined;
  let db: TestDatabase | undefined;
  let site: RunningSite | undefined;
  try {
    embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(root, '.data/perf-postgres'), await freePort());
    db = await createTestDatabase(process.env.DATABASE_URL ?? embedded!.url);
    const ports = await freeSitePorts();
    site = await startSite({
      env: { DATABASE_URL: db.url, REDIS_URL: process.env.REDIS_URL, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', SMTP_URL: 'smtp://127.0.0.1:1', NODE_ENV: 'production' },
      ports,
    });
  } catch (err) {
    await db?.drop();
    await embedded?.stop();
    throw err;
  }
  const running = site;
  return {
    url: running.url,
    async close() {
      await running.close();
      await db?.drop();
      await embedded?.stop();
    },
  };
}

const site = process.env.BASE_URL ? { url: process.env.BASE_URL.replace(/\/$/, ''), close: async () => undefined } : await bootOwnSite();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-sync', '--disable-component-update'],
});
const failures: string[] = [];
try {
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(`Cold loads of ${site.url}, median of ${runs}`);
  for (const profile of profiles) {
    console.log(`\n${profile.name}${profile.network ? ' (Slow 4G, 4× CPU slowdown, 390×844)' : ' (1440×900, no throttling)'}`);
    console.log('page          FCP ms   LCP ms    CLS   TBT ms   JS KB  CSS KB  font KB  img KB  data KB  all KB  LCP element');
    for (const pagePath of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, site.url, profile, pagePath));
      const m = {
        fcp: median(samples.map((s) => s.fcp)),
        lcp: median(samples.map((s) => s.lcp)),
        cls: median(samples.map((s) => s.cls)),
        tbt: median(samples.map((s) => s.tbt)),
        bytes: Object.fromEntries(kinds.map((k) => [k, median(samples.map((s) => s.bytes[k]))])) as Record<Kind, number>,
      };
      const lcpElement = samples.find((s) => s.lcp === m.lcp)?.lcpElement ?? '';
      const all = kinds.reduce((sum, k) => sum + m.bytes[k], 0);
      console.log(
        [
          pagePath.padEnd(12),
          m.fcp.toFixed(0).padStart(7),
          m.lcp.toFixed(0).padStart(8),
          m.cls.toFixed(3).padStart(6),
          m.tbt.toFixed(0).padStart(8),
          kb(m.bytes.js).padStart(7),
          kb(m.bytes.css).padStart(7),
          kb(m.bytes.font).padStart(8),
          kb(m.bytes.image).padStart(7),
          kb(m.bytes.data).padStart(8),
          kb(all).padStart(7),
          ` ${lcpElement}`,
        ].join(' '),
      );
      if (m.bytes.js / 1024 > goals.jsKb) failures.push(`${profile.name} ${pagePath}: initial JS ${kb(m.bytes.js)} KB > ${goals.jsKb} KB`);
      const lcpGoal = profile.name === 'desktop' ? goals.desktopLcp : goals.phoneLcp;
      if (m.lcp >= lcpGoal) failures.push(`${profile.name} ${pagePath}: LCP ${m.lcp.toFixed(0)} ms ≥ ${lcpGoal} ms`);
      if (m.cls >= goals.cls) failures.push(`${profile.name} ${pagePath}: CLS ${m.cls.toFixed(3)} ≥ ${goals.cls}`);
    }
  }
  console.log(failures.length ? `\nGoals missed:\n  ${failures.join('\n  ')}` : '\nAll goals met: initial JS ≤ 180 KB, desktop LCP < 1.0 s, phone LCP < 2.5 s, CLS < 0.1.');
} finally {
  await browser.close();
  await site.close();
}
if (failures.length && process.env.PERF_ENFORCE === '1') process.exitCode = 1;
