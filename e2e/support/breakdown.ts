import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/** "−26,16 €" → −2616, "€222.36" → 22236: an amount as the reader sees it, in cents. */
function centsOf(text: string): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^\d.,]/g, '');
  const [units = '0', fraction = '00'] = digits.split(/[.,](?=\d{2}$)/);
  const cents = Number(units.replace(/[.,]/g, '')) * 100 + Number(fraction);
  return negative ? -cents : cents;
}

/**
 * Reads a price box (`price-breakdown`) as a person does, row by row, and checks that every step's
 * rows add up to its total (a step that carries starts from the total above it). Returns the rows,
 * `code: cents`, for the journey's own expectations.
 */
export async function expectBreakdownAddsUp(box: Locator): Promise<Record<string, number>> {
  const rows = await box.locator('[data-testid="breakdown-line"], [data-testid="breakdown-total"]').all();
  const seen: Record<string, number> = {};
  let running = 0;
  let previousTotal = 0;
  for (const row of rows) {
    const [code, total, carries, amount] = await Promise.all([
      row.getAttribute('data-code'),
      row.getAttribute('data-testid').then((id) => id === 'breakdown-total'),
      row.getAttribute('data-carries'),
      row.locator('dd').innerText(),
    ]);
    const cents = centsOf(amount);
    if (!total) {
      running += cents;
      seen[code!] = cents;
      continue;
    }
    expect(`${code}: ${(carries ? previousTotal : 0) + running}`).toBe(`${code}: ${cents}`);
    seen[code!] = cents;
    previousTotal = cents;
    running = 0;
  }
  return seen;
}
