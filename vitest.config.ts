import { defineConfig } from 'vitest/config';

const serverTests = ['packages', 'services', 'gateway', 'infra', 'tools'].flatMap((dir) => [
  `${dir}/**/src/**/*.test.ts`,
  `${dir}/eslint/**/*.test.ts`,
  `${dir}/**/test/**/*.test.ts`,
]);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['infra/testing/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      'frontend',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['infra/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
