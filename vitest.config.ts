import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['packages', 'services', 'gateway', 'infra', 'tools'].flatMap((dir) => [
  `${dir}/**/src/**/*.test.ts`,
  `${dir}/eslint/**/*.test.ts`,
  `${dir}/**/test/**/*.test.ts`,
]);

const faultTests = 'infra/test/cluster-faults-*.test.ts';
/** In each test file's process, createRedis without a URL gives the in-process stand-in (as under `npm start`). */
const redisStandIn = 'infra/testing/redis-stand-in-setup.ts';

export default defineConfig({
  test: {
    // Most test files wait on Postgres, Redis, child processes or a browser rather than the CPU: run more files
    // at once than there are cores (the browser journeys still run one after another among themselves).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(4, availableParallelism()),
    projects: [
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: ['**/node_modules/**', faultTests],
          environment: 'node',
          globalSetup: ['infra/testing/global-setup.ts'],
          setupFiles: [redisStandIn],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Cluster mode under faults: each file starts the gateway and every service as processes (some doubled)
        // over a Kafka mock cluster. Each file's cluster is about twenty processes: beside four other test files on
        // two cores they starve each other of the CPU and measure the machine's load rather than the cluster's
        // behaviour. So they run two at a time and by themselves, in a group of their own after the server and
        // frontend files (vitest runs a group's files together, the groups one after another, the browser journeys
        // last).
        test: {
          name: 'faults',
          include: [faultTests],
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          environment: 'node',
          globalSetup: ['infra/testing/global-setup.ts'],
          setupFiles: [redisStandIn],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          expect: { poll: { timeout: 30_000 } },
        },
      },
      'frontend',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['infra/testing/global-setup.ts'],
          setupFiles: [redisStandIn],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // A browser on a busy machine takes seconds to settle: polls wait as long as a user would.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
