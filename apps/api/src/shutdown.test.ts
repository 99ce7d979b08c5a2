import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test/server-process';

type Outcome =
  | { kind: 'complete'; status: number; at: number; connection: string | undefined }
  /** The server was no longer listening: the request was never accepted. */
  | { kind: 'refused'; at: number }
  /** Accepted, then cut off, or an answer that did not parse: what a graceful shutdown must never do. */
  | { kind: 'broken'; error: string; at: number };

/** One request on its own connection: complete with a parsed JSON body, refused, or broken. */
function once(port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('error', (err) => resolve({ kind: 'broken', error: err.message, at: Date.now() }));
      res.on('end', () => {
        try {
          JSON.parse(body);
          resolve({ kind: 'complete', status: res.statusCode!, at: Date.now(), connection: res.headers.connection });
        } catch {
          resolve({ kind: 'broken', error: `incomplete body (${body.length} bytes)`, at: Date.now() });
        }
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(
        err.code === 'ECONNREFUSED'
          ? { kind: 'refused', at: Date.now() }
          : { kind: 'broken', error: err.code ?? err.message, at: Date.now() },
      ),
    );
    req.end();
  });
}

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ SHUTDOWN_DRAIN_MS: '1500' });
}, 120_000);
afterAll(() => server.dispose());

describe('SIGTERM under load, behind a load balancer', () => {
  it('drains, answers every accepted request in full, then exits 0', async () => {
    const outcomes: Outcome[] = [];
    // The load balancer: polls readiness and stops routing to the instance once it fails.
    let inPool = true;
    let outOfPoolAt = 0;
    const balancer = (async () => {
      while (inPool) {
        const ready = await once(server.port, '/api/health/ready');
        if (ready.kind !== 'complete' || ready.status !== 200) {
          inPool = false;
          outOfPoolAt = Date.now();
        } else await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // 50 clients at a time through it, each asking again as soon as it has its answer.
    const worker = async (i: number) => {
      while (inPool) outcomes.push(await once(server.port, i % 2 ? '/api/health' : '/api/v1/settings'));
    };
    const workers = Array.from({ length: 50 }, (_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 1_500));
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all([balancer, ...workers]);
    const code = await server.exited;
    const exitAt = Date.now();

    expect(code).toBe(0);
    expect(outcomes.filter((o) => o.kind !== 'complete')).toEqual([]);
    const complete = outcomes as Extract<Outcome, { kind: 'complete' }>[];
    expect(complete.length).toBeGreaterThan(200);
    expect(complete.every((o) => o.status === 200)).toBe(true);
    // The instance left the pool on its readiness, well before it stopped listening, and the
    // requests in flight or queued then were answered after the signal, telling clients to reconnect.
    expect(outOfPoolAt - termAt).toBeLessThan(1_000);
    expect(exitAt - termAt).toBeGreaterThanOrEqual(1_500);
    const afterSignal = complete.filter((o) => o.at >= termAt);
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.filter((o) => o.at > outOfPoolAt + 100).every((o) => o.connection === 'close')).toBe(true);
    // Nothing listens any more.
    expect((await once(server.port, '/api/health/live')).kind).toBe('refused');
    expect(server.stderr()).toBe('');
  }, 60_000);
});
