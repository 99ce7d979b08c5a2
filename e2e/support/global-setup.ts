import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeGeocoder } from './fake-geocoder';

const root = path.resolve(import.meta.dirname, '../..');
let server: ChildProcess | undefined;
let dataDir: string | undefined;

/** Starts the real product (built site + API) on a fresh embedded database for the journeys. */
export default async function setup(project: TestProject) {
  const port = 3200 + Math.floor(Math.random() * 500);
  const baseURL = `http://localhost:${port}`;
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL);
    return;
  }
  dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-e2e-'));
  // The listing wizard's pin follows the typed street through a geocoder: a fake one, knowing a few streets.
  const geocoder = await startFakeGeocoder();
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // Time travel for the journeys (support/time-travel.ts): /api/v1/dev/clock and /dev/jobs/run.
      E2E_CONTROLS: '1',
      LOG_LEVEL: 'warn',
      // As behind a load balancer: API-made members each come from their own address (support/browser.ts personIp).
      TRUST_PROXY: 'true',
      // No network here: make the IP-to-country lookup fail fast and fall back to FR.
      IP_COUNTRY_URL: 'http://127.0.0.1:9/?ip={ip}',
      GEOCODER_URL: geocoder.url,
      // The calendar journey serves its iCal feeds on loopback (support/fake-calendar.ts).
      OUTBOUND_ALLOW_LOOPBACK: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${baseURL}/api/health`, 90_000);
  project.provide('baseURL', baseURL);
  return async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await geocoder.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined)
      throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}
