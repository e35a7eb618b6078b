import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RoutePagesManifest } from './route-pages.ts';

interface FirstScreenModule {
  renderFirstScreen(path: string): Promise<{ markup: string; head: string[] }>;
}

/** Where the build leaves the first-screen renderer for the gateway (beside dist, never served). */
export const firstScreenServerDir = 'dist-server';
/** What the gateway replaces with a page rendered from its data: the markup between these comments. */
export const firstScreenStart = '<!--first-screen-->';
export const firstScreenEnd = '<!--/first-screen-->';

/**
 * Puts each route page's first screen (src/app/first-screen.tsx, rendered at build time) into its document
 * (dist/pages/*.html), so the first paint needs only the document and the stylesheet, not the app's code.
 * A `:name` segment is rendered with a placeholder: the screen shown before the data is the same for every
 * value. Runs after the client build, before the compressed copies are made.
 *
 * The renderer itself stays in dist-server/first-screen.js, self-contained (its libraries bundled in): the
 * gateway renders a hotel page with the hotel's data with it (see the gateway's first-screen-render.ts).
 */
export function firstScreens(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'suvarna:first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const serverDir = path.resolve(config.root, firstScreenServerDir);
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          // React and Redux in their production builds whatever NODE_ENV the gateway runs with.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { ssr: 'src/app/first-screen.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
        });
        const entry = pathToFileURL(path.join(serverDir, 'first-screen.js')).href;
        const { renderFirstScreen } = (await import(entry)) as FirstScreenModule;
        const manifest = JSON.parse(await readFile(path.join(outDir, 'pages/routes.json'), 'utf8')) as RoutePagesManifest;
        for (const page of manifest.pages) {
          const file = path.join(outDir, page.file);
          const samplePath = page.path.replace(/:[^/]+/g, '_');
          const { markup, head } = await renderFirstScreen(samplePath);
          const document = await readFile(file, 'utf8');
          await writeFile(
            file,
            withHeadLinks(document, head)
              // Inert until the app takes over: a tap on a button that is only a picture of itself would be lost.
              .replace('<div id="root"></div>', () => `<div id="root" inert>${firstScreenStart}${markup}${firstScreenEnd}</div>`),
          );
        }
      },
    },
  };
}

/**
 * Puts preload links at the top of the head, right after the title, so the browser asks for those pictures
 * before the fonts and the app's code; a picture the head already preloads is not asked for twice.
 */
export function withHeadLinks(document: string, links: string[]): string {
  const headEnd = document.indexOf('</head>');
  const head = headEnd < 0 ? document : document.slice(0, headEnd);
  const fresh = links.filter((link) => {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    return !href || !head.includes(`href="${href}"`);
  });
  if (!fresh.length) return document;
  return document.replace('</title>', () => `</title>\n    ${fresh.join('\n    ')}`);
}
