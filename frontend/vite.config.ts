import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreens } from './build/first-screens.ts';
import { precompress } from './build/precompress.ts';
import { routePages } from './build/route-pages.ts';

export default defineConfig({
  plugins: [
    react(),
    routePages(
      [
        { path: '/', module: 'src/routes/home-route.tsx', preload: ['/api/hotels', '/api/bookings/guests-hosted'], images: ['/images/hero-palace.svg'] },
        { path: '/hotels', module: 'src/routes/hotels-route.tsx', preload: ['/api/hotels'] },
        {
          path: '/hotels/:hotelId',
          module: 'src/routes/hotel-detail-route.tsx',
          preload: ['/api/hotels/:hotelId'],
          firstScreenData: { key: 'hotel', from: '/api/hotels/:hotelId' },
        },
      ],
      [/manrope-latin-[^/]+\.woff2$/, /cormorant-latin-[^/]+\.woff2$/],
    ),
    firstScreens(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: process.env.GATEWAY_URL ?? 'http://127.0.0.1:8001', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Source maps are never served: they would double what a visitor downloads and publish the sources.
    sourcemap: false,
    // Fonts stay files of their own (preloaded, cached apart), never inlined into the stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // One stylesheet for the whole site (about 15 KB compressed): one request, cached for every page,
    // instead of a small render-blocking file per component.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Few, larger files: over HTTP/1.1 a phone opens six connections per host and pays the network's
        // latency on every request, so twenty small chunks cost far more than their bytes. Libraries go in one
        // file (they change far less often than the site, so it stays cached across deploys), the shared UI
        // and packages in another, and each page in its own.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/ },
            { name: 'shared', test: /(frontend[\\/]src[\\/](components|lib)|packages[\\/][^\\/]+[\\/]src)[\\/]/ },
          ],
        },
      },
      treeshake: {
        // The shared contracts only declare schemas and constants: let unused ones (and zod with them) drop out
        // of the first-load bundle; the contact page's chunk still carries what it uses.
        moduleSideEffects: (id) => (id.includes('/packages/contracts/src/') ? false : undefined),
      },
    },
  },
  test: {
    name: 'frontend',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // jsdom renders slowly on a busy machine; a test that fails does so on its assertions, not the clock.
    testTimeout: 60_000,
  },
});
