import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What it wrote to stderr so far. */
  stderr(): string;
  /** Ends it (SIGKILL when still running) and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * The real server (`apps/api/src/main.ts`, as `npm start` runs it) in a child process on a free
 * port, on embedded PGlite in a folder of its own unless `env` names a DATABASE_URL (media on local
 * disk unless it names S3_BUCKET and the rest of s3TestEnv()); resolves once
 * /api/health/ready answers 200.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'biclou-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
      // Media on local disk unless `env` names a bucket (s3TestEnv() in test/s3-env.ts).
      S3_BUCKET: '',
      S3_ENDPOINT: '',
      S3_ACCESS_KEY_ID: '',
      S3_SECRET_ACCESS_KEY: '',
      S3_FORCE_PATH_STYLE: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      SMTP_URL: '',
      E2E_CONTROLS: '0',
      PAYMENT_PROVIDER: 'sandbox',
      IP_COUNTRY_URL: 'http://127.0.0.1:9/?ip={ip}',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await dispose();
      throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok)
        return { child, port, url, exited, stderr: () => stderr, dispose };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await dispose();
  throw new Error(`server not ready after 90 s: ${stderr}`);
}
