import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream } from 'pdf-lib';

/** One thing drawn on a PDF page, in drawing order: a run of text (its size, whether bold) or an image. */
export type PdfItem = { kind: 'text'; text: string; size: number; bold: boolean } | { kind: 'image' };

/** WinAnsi's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads windows-1252 as Latin-1 without full ICU. */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const hexText = (hex: string) =>
  [...Buffer.from(hex, 'hex')]
    .map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b)))
    .join('');

/**
 * What each page of a PDF written by pdf-lib draws, as a reader meets it (the content streams'
 * `Tf`, `<hex> Tj` and `Do` operators): enough to read its text and check its layout in a test.
 */
export async function pdfPages(bytes: Uint8Array): Promise<PdfItem[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const items: PdfItem[] = [];
    let font = '';
    let size = 0;
    for (const stream of streams) {
      const ops = Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1');
      for (const m of ops.matchAll(/\/(\S+) ([\d.]+) Tf|<([0-9A-Fa-f]*)> Tj|\/(\S+) Do/g)) {
        if (m[1]) [font, size] = [m[1], Number(m[2])];
        else if (m[3] !== undefined)
          items.push({ kind: 'text', text: hexText(m[3]), size, bold: font.includes('Bold') });
        else items.push({ kind: 'image' });
      }
    }
    return items;
  });
}

/** The PDF's text, one line per drawn run, pages one after the other. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPages(bytes)).flatMap((items) => items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])));
}
