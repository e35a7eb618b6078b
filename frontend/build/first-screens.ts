import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { RoutePagesManifest } from './route-pages';

interface FirstScreenModule {
  renderFirstScreen(path: string): Promise<string>;
}

/**
 * Puts each route page's first screen (src/app/first-screen.tsx, rendered at build time) into its document
 * (dist/pages/*.html), so the first paint needs only the document and the stylesheet, not the app's code.
 * A `:name` segment is rendered with a placeholder: the screen shown before the data is the same for every
 * value. Runs after the client build, before the compressed copies are made.
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
        const serverDir = path.resolve(config.root, 'node_modules/.first-screens');
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: 'src/app/first-screen.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false },
        });
        const entry = pathToFileURL(path.join(serverDir, 'first-screen.js')).href;
        const { renderFirstScreen } = (await import(entry)) as FirstScreenModule;
        const manifest = JSON.parse(await readFile(path.join(outDir, 'pages/routes.json'), 'utf8')) as RoutePagesManifest;
        for (const page of manifest.pages) {
          const file = path.join(outDir, page.file);
          const samplePath = page.path.replace(/:[^/]+/g, '_');
          const markup = await renderFirstScreen(samplePath);
          const document = await readFile(file, 'utf8');
          // Inert until the app takes over: a tap on a button that is only a picture of itself would be lost.
          await writeFile(file, document.replace('<div id="root"></div>', `<div id="root" inert>${markup}</div>`));
        }
      },
    },
  };
}
