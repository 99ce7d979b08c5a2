/**
 * multipart/form-data bodies for inject, built by hand (the tests also need ones a browser would
 * never send: a NUL in a field, a field over the size cap).
 */
const part = (boundary: string, name: string, extra = '') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;

const headersFor = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** A body with one file field. */
export function multipart(field: string, file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const boundary = `----biclou${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(part(boundary, field, `; filename="${filename}"\r\nContent-Type: ${contentType}`));
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: headersFor(boundary) };
}

/** A body of text fields, in order (a name may repeat). */
export function multipartFields(fields: Record<string, string> | [string, string][], boundary = 'xbiclou') {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  const payload = entries.map(([k, v]) => `${part(boundary, k)}${v}\r\n`).join('') + `--${boundary}--\r\n`;
  return { payload, headers: headersFor(boundary) };
}
