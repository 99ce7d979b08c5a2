import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/config';
import { openDatabase, redactedUrl } from './open-database';

const root = path.resolve(import.meta.dirname, '../../../../..');

/** Runs the server the way `npm start` does, with `env`, and returns what it printed and its exit code. */
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '3999', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'biclou-bad-db-')), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout.trim() };
}

describe('a database the server cannot use', () => {
  it('hides the password of the URL it names', () => {
    expect(redactedUrl('postgres://app:s3cret@db.internal:5432/biclou')).toBe(
      'postgres://app:***@db.internal:5432/biclou',
    );
    expect(redactedUrl('postgres://postgres@127.0.0.1:5432/test')).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(redactedUrl('not a url')).toBe('(not a URL)');
  });

  it('turns a driver failure into one ConfigError line naming DATABASE_URL, and leaves PGlite alone', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    const failing = () => Promise.reject(new AggregateError([refused], ''));
    const err = await openDatabase({ url: 'postgres://u:pw@127.0.0.1:1/x' }, failing).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      'Cannot use the database at DATABASE_URL=postgres://u:***@127.0.0.1:1/x: connect ECONNREFUSED 127.0.0.1:1. ' +
        'Check the URL, that PostgreSQL is running and that the database exists.',
    );
    const pglite = { db: {}, kind: 'pglite', close: async () => {} } as never;
    expect(await openDatabase({ dataDir: '/tmp/x' }, () => Promise.resolve(pglite))).toBe(pglite);
  });

  it('exits 1 with one line when the port is closed', () => {
    const run = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/test' });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Cannot use the database at DATABASE_URL=postgres:\/\/postgres@127\.0\.0\.1:1\/test: /);
  });

  it.runIf(process.env.DATABASE_URL)('exits 1 with one line when the database does not exist', () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/biclou_no_such_database';
    const run = start({ DATABASE_URL: url.toString() });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `Cannot use the database at DATABASE_URL=${url.toString()}: database "biclou_no_such_database" does not exist. ` +
        'Check the URL, that PostgreSQL is running and that the database exists.',
    );
  });
});
