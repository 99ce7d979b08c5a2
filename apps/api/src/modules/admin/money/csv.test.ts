import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

/** A minimal RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += c;
  }
  return rows;
}

describe('csv', () => {
  it.each([
    ['plain', '"plain"'],
    ['a "quote"', '"a ""quote"""'],
    ['a,b\nc', '"a,b\nc"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+33 6', '"\'+33 6"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tcmd', '"\'\tcmd"'],
    [null, '""'],
    [-1250, '"-1250"'],
  ])('%j → %s', (v, out) => expect(csvField(v)).toBe(out));

  it('property: any text reads back unchanged (but for the formula guard) and never starts a formula', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        const header = ['a', 'b', 'c', 'd'].slice(0, rows[0]?.length ?? 1);
        const body = rows.map((r) =>
          r.slice(0, header.length).concat(Array(header.length).fill('')).slice(0, header.length),
        );
        const back = parseCsv(toCsv(header, body));
        expect(back[0]).toEqual(header);
        back.slice(1).forEach((r, i) =>
          r.forEach((cell, j) => {
            const original = body[i]![j]!;
            expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
            expect(cell).not.toMatch(/^[=+\-@\t\r]/);
          }),
        );
      }),
    );
  });
});
