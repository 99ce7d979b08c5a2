import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'scripts/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default in a run is one worker fewer than the cores: one on the two-core CI machine,
    // where the files then wait on the database one after the other. Two keep both cores busy; the
    // whole suite passed this way on PostgreSQL with the machine loaded six times over.
    maxWorkers: 2,
    globalSetup: ['scripts/test-global-setup.ts'],
  },
});
