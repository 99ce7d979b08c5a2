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
