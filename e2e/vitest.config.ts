import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    // Every journey fails on a Content Security Policy violation in any page's console.
    setupFiles: ['support/csp-guard.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One server, one browser per file; two cores: keep files sequential for stable timings.
    fileParallelism: false,
  },
});
