import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages `no-restricted-properties` gives for `code` written at `filePath`. */
async function formatErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').map((m) => m.message);
}

describe('figures, dates and sizes go through the format helpers', () => {
  it.each([
    ['apps/web/app/features/x/x.tsx', 'export const f = (n: number) => n.toFixed(2);'],
    ['apps/web/app/features/x/x.tsx', "export const f = (n: number) => n.toLocaleString('fr-FR');"],
    ['apps/web/app/components/x.tsx', "export const f = (d: Date) => d.toLocaleDateString('en-US');"],
    ['apps/web/app/routes/x.tsx', 'export const f = (d: Date) => d.toLocaleTimeString();'],
    ['apps/web/app/lib/x.ts', "export const f = new Intl.NumberFormat('fr-FR');"],
    ['apps/api/src/modules/x/x.ts', "export const f = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });"],
    ['apps/api/src/platform/mail/x.ts', "export const f = new Intl.PluralRules('fr-FR');"],
    ['packages/domain/src/x.ts', "export const f = (n: number) => new Intl.NumberFormat('en').format(n);"],
    ['packages/db/src/x.ts', 'export const f = (n: number) => n.toFixed(1);'],
  ])('%s may not: %s', async (file, code) => {
    const errors = await formatErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/format helper/);
  });

  it.each([
    ['packages/domain/src/formats.ts', "export const f = new Intl.NumberFormat('fr-FR');"],
    ['apps/web/app/lib/x.test.ts', "export const f = new Intl.NumberFormat('fr-FR').format(1.5);"],
    [
      'apps/web/app/lib/x.ts',
      "import { formatNumber } from '@biclou/domain/formats';\nexport const f = formatNumber(1.5, 'fr');",
    ],
    ['apps/web/app/lib/x.ts', 'export type O = Intl.DateTimeFormatOptions;'],
  ])('%s may: %s', async (file, code) => {
    expect(await formatErrors(file, code)).toEqual([]);
  });

  it('the web keeps its secure-context rule beside it', async () => {
    expect(await formatErrors('apps/web/app/lib/x.ts', 'export const id = crypto.randomUUID();')).toHaveLength(1);
  });
});
