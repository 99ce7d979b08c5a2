import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The team's reply time is one promise (`SUPPORT_REPLY_WORKING_DAYS`): no page, catalogue or email
 * states its own figure. A sentence that promises an answer within working days takes the figure
 * from the constant (a `{{supportReplyTime}}` placeholder, an interpolated count), never a digit or
 * "a"/"un" typed by hand.
 */
const ROOT = join(__dirname, '..');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'build') return [];
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const PROMISE =
  /(answer|reply|respond|répond|réponse)[^.!?\n"]*?(working days?|business days?|jours? ouvrés?)|(within|sous)\s+(\d+|a|one|un)\s+(working|business|jours?\s+ouvr)\w*/gi;
const HAND_WRITTEN = /\b(\d+|a|one|un|deux|two)\s+(working|business|jours?\s+ouvr)/i;

describe('the reply-time promise', () => {
  it('states no figure by hand in any page, catalogue or email', () => {
    const files = [
      ...filesUnder(join(ROOT, 'content'), (p) => p.endsWith('.md')),
      ...filesUnder(join(ROOT, 'apps/web/public/app/lang'), (p) => /\/(en|fr)\.json$/.test(p)),
      ...filesUnder(join(ROOT, 'apps/api/src'), (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
      ...filesUnder(join(ROOT, 'packages/contracts/src'), (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
    ];
    const found: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(PROMISE))
        if (HAND_WRITTEN.test(match[0])) found.push(`${file.slice(ROOT.length + 1)}: ${match[0]}`);
    }
    expect(found).toEqual([]);
  });
});
