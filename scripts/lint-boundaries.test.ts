import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['apps/web/app/routes/x.tsx', "import { openDb } from '@biclou/db/client';"],
    ['apps/web/app/routes/x.tsx', "import { buildApp } from '@biclou/api/app';"],
    ['apps/web/app/routes/x.tsx', "import { buildApp } from '../../../api/src/app';"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/domain/src/x.ts', "import pg from 'pg';"],
    ['packages/domain/src/x.ts', "import { users } from '@biclou/db/schema';"],
    ['packages/contracts/src/x.ts', "import { users } from '@biclou/db/schema';"],
    ['packages/db/src/x.ts', "import { buildApp } from '@biclou/api/app';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/web/app/routes/x.tsx', "import { MeSchema } from '@biclou/contracts/account';"],
    ['apps/api/src/x.ts', "import { openDb } from '@biclou/db/client';"],
    ['packages/contracts/src/x.ts', "import { isProfileComplete } from '@biclou/domain/profile';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(0);
  });
});

describe('secure-context-only browser APIs', () => {
  it.each([
    'const id = crypto.randomUUID();',
    'const id = globalThis.crypto.randomUUID();',
    'void window.crypto.subtle.digest("SHA-256", new Uint8Array());',
    'void navigator.clipboard.writeText("x");',
  ])('the web app may not: %s', async (code) => {
    const [result] = await eslint.lintText(code, { filePath: 'apps/web/app/features/x.ts' });
    expect((result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties')).toHaveLength(1);
  });
});

describe('no import cycles in packages/', () => {
  const cycleErrors = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-cycle');
  };

  // Each file imports a real sibling that already imports it (directly or through others).
  it.each([
    ['packages/db/src/schema/reference.ts', "import { users } from './users';\nexport const u = users;"],
    ['packages/db/src/schema/users.ts', "import { bookings } from './bookings';\nexport const b = bookings;"],
    ['packages/domain/src/pricing.ts', "import { settleDispute } from './dispute-settlement';\nexport const s = settleDispute;"],
    ['packages/contracts/src/dates.ts', "import { BookingSchema } from './bookings';\nexport const b = BookingSchema;"],
  ])('%s may not close a cycle: %s', async (file, code) => {
    expect(await cycleErrors(file, code)).toHaveLength(1);
  });

  it('an import down the layers is fine', async () => {
    expect(await cycleErrors('packages/db/src/schema/bookings.ts', "import { users } from './users';\nexport const u = users;")).toHaveLength(0);
  });
});
