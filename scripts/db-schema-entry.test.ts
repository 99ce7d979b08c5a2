import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@biclou/db/schema';

// The schema is one file per area (packages/db/src/schema/); `@biclou/db/schema` is its only
// public path and the file drizzle-kit reads, so every table of every area must come through it.
const SCHEMA_DIR = 'packages/db/src/schema';
const areas = readdirSync(SCHEMA_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'));

describe('@biclou/db/schema', () => {
  it('re-exports every table of every area file', async () => {
    expect(areas.length).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const area of areas) {
      const mod = (await import(`../${SCHEMA_DIR}/${area.replace(/\.ts$/, '')}`)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(mod)) {
        if (is(value, PgTable) && (schema as Record<string, unknown>)[name] !== value) missing.push(`${area}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(Object.values(schema).filter((v) => is(v, PgTable)).length).toBeGreaterThan(30);
  });

  it('is the only public path: the area files do not resolve from other workspaces', async () => {
    const areaPath = '@biclou/db/schema/users';
    await expect(import(/* @vite-ignore */ areaPath)).rejects.toThrow(/not exported/);
  });
});
