import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { fillRoute, matchRoute, safeDecode, type RoutePattern } from '@suvarna/contracts';
import { AppError, currentContext } from '@suvarna/platform';
import type { FirstScreenRenderer, RenderedDocument } from './first-screen-render';
import { documentPolicy } from './security-headers';

/** Hashed names under assets/ never change content: cached for a year, never asked again. */
export const immutableCache = 'public, max-age=31536000, immutable';
/** Documents are asked again each time (a 304 when unchanged), so a deploy reaches every visitor at once. */
export const revalidateCache = 'no-cache';
/** Other files of the build (pictures under images/) keep their names across deploys. */
export const publicCache = 'public, max-age=3600, stale-while-revalidate=86400';

/** The copies the build writes beside each text file, best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);

const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Suvarna Hotels &amp; Resorts</title></head>
<body>
<h1>The website is not available yet</h1>
<p>The frontend has not been built. Run <code>npm run build</code> and reload this page.</p>
</body>
</html>
`;

/** The q-value the browser gives each content coding (`identity` is acceptable unless refused). */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(value) ? value : 0);
  }
  return accepted;
}

/** The best precompressed copy the browser accepts among those present, or undefined for the file itself. */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  const accepted = acceptedEncodings(header);
  let best: { name: string; q: number } | undefined;
  for (const name of available) {
    const q = accepted.get(name) ?? accepted.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { name, q };
  }
  return best?.name;
}

interface RoutePage extends RoutePattern {
  file: string;
  preload: string[];
  /** The API read the frontend's renderer may draw the first screen from. */
  firstScreenData?: { from: string };
}

interface MatchedPage {
  file: string;
  preload: string[];
  firstScreenData?: { from: string };
}

/** A page address the build made a document for: its file, the data to fetch at once, and its first screen's data. */
export function matchRoutePage(pages: readonly RoutePage[], pathname: string): MatchedPage | undefined {
  const match = matchRoute(pages, pathname);
  if (!match) return undefined;
  const { page, params } = match;
  const fill = (template: string) => fillRoute(template, params);
  const data = page.firstScreenData;
  return { file: page.file, preload: page.preload.map(fill), ...(data && { firstScreenData: { from: fill(data.from) } }) };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The build's files as sent: the smallest copy the browser accepts, documents with their content policy. */
function createBuildFiles(root: string) {
  const manifestFile = path.join(root, 'pages/routes.json');
  let manifest: { mtimeMs: number; pages: RoutePage[] } | undefined;
  const policies = new Map<string, { mtimeMs: number; policy: string }>();

  /** A document's content policy, which allows its own inline styles by hash; read again after a rebuild. */
  async function policyOf(file: string): Promise<string> {
    const { mtimeMs } = await stat(file);
    const known = policies.get(file);
    if (known?.mtimeMs === mtimeMs) return known.policy;
    const policy = documentPolicy(await readFile(file, 'utf8'));
    policies.set(file, { mtimeMs, policy });
    return policy;
  }

  async function routePages(): Promise<RoutePage[]> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(manifestFile)).mtimeMs;
    } catch {
      return [];
    }
    // Read again after a rebuild while the gateway runs.
    if (manifest?.mtimeMs !== mtimeMs) {
      const parsed = JSON.parse(await readFile(manifestFile, 'utf8')) as { pages?: RoutePage[] };
      manifest = { mtimeMs, pages: Array.isArray(parsed.pages) ? parsed.pages : [] };
    }
    return manifest.pages;
  }

  async function send(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): Promise<void> {
    const ext = path.extname(file);
    let served = file;
    if (compressible.has(ext)) {
      const present: string[] = [];
      for (const encoding of encodings) if (await isFile(file + encoding.suffix)) present.push(encoding.name);
      const chosen = chooseEncoding(req.headers['accept-encoding'], present);
      res.setHeader('Vary', 'Accept-Encoding');
      if (chosen) {
        served = file + (chosen === 'br' ? '.br' : '.gz');
        res.setHeader('Content-Encoding', chosen);
      }
    }
    if (ext === '.html') res.setHeader('Content-Security-Policy', await policyOf(file));
    // The type of the original name, not of the .br or .gz copy.
    res.type(ext);
    res.setHeader('Cache-Control', cacheControl);
    res.sendFile(served, { cacheControl: false, dotfiles: 'allow' }, (err?: Error) => {
      if (err && !res.headersSent) next(err);
    });
  }

  return { routePages, send };
}

function sendRendered(req: Request, res: Response, rendered: RenderedDocument): void {
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', revalidateCache);
  res.setHeader('ETag', rendered.etag);
  res.setHeader('Content-Security-Policy', rendered.contentSecurityPolicy);
  res.type('.html');
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const chosen = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  if (chosen) res.setHeader('Content-Encoding', chosen);
  res.send(chosen === 'br' ? rendered.br : chosen === 'gzip' ? rendered.gzip : rendered.identity);
}

function setPreload(res: Response, hrefs: readonly string[]): void {
  if (hrefs.length) res.setHeader('Link', hrefs.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin`).join(', '));
}

/**
 * The built single-page app (frontend/dist): each file in the smallest copy the browser accepts (Brotli or
 * gzip, compressed once at build time, chosen by Accept-Encoding), hashed assets cached for good and documents
 * revalidated. A client route gets the document the build made for it (with its code preloaded and a
 * `Link: rel=preload` for its data), else index.html; a hotel page's document comes rendered with the hotel
 * when the renderer can (see first-screen-render.ts). Source maps are never served.
 */
export function staticSite(distDir: string, firstScreen?: FirstScreenRenderer): express.Router {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const { routePages, send } = createBuildFiles(root);
  let built = false;

  const router = express.Router();
  // Checked per request until found, so a build made while the gateway runs is picked up.
  router.use((_req, res, next) => {
    built ||= existsSync(indexFile);
    if (built) return next();
    res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage);
  });
  router.use(async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const pathname = safeDecode(req.path);
      const ext = path.posix.extname(pathname);
      if (pathname.includes('\0') || ext === '.map' || ext === '.br' || ext === '.gz') return next();
      const file = path.join(root, path.posix.normalize(pathname));
      if (!file.startsWith(root + path.sep) && file !== root) return next();
      // Client routes look like /hotels/1; a missing /logo.png (or an old /assets name) stays a 404.
      if (ext !== '') {
        if (!(await isFile(file))) return next();
        return await send(req, res, next, file, pathname.startsWith('/assets/') ? immutableCache : file === indexFile ? revalidateCache : publicCache);
      }
      const page = matchRoutePage(await routePages(), pathname);
      const document = page && (await isFile(path.join(root, page.file))) ? path.join(root, page.file) : indexFile;
      if (page?.firstScreenData && firstScreen && document !== indexFile) {
        const { from } = page.firstScreenData;
        const rendered = await firstScreen.render(from, req.originalUrl, currentContext()?.requestId ?? '');
        if (rendered) {
          // The data is in the document: only the page's other reads are worth fetching at once.
          setPreload(res, page.preload.filter((href) => href !== from));
          return sendRendered(req, res, rendered);
        }
      }
      if (page) setPreload(res, page.preload);
      return await send(req, res, next, document, revalidateCache);
    } catch (err) {
      next(err);
    }
  });
  router.use((req, _res, next) => next(AppError.notFound(`No file ${req.originalUrl}`)));
  return router;
}
