import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * One cached answer (an anonymous page or a public API read) as it is stored: status, headers
 * and the identity body, with the CSP nonce it was rendered with (null for JSON). Shared between
 * instances through Redis as one Buffer (`encodeEntry`).
 */
export interface StoredEntry {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The nonce the page was rendered with; every serve replaces it (decisions "Strict CSP"). */
  nonce: string | null;
  /** Weak validator of the stored body (not of the nonce, which changes on every serve). */
  etag: string;
}

/** What an instance keeps in memory for a stored entry: its body cut at the nonce, and its gzip parts. */
export interface ReadyEntry extends StoredEntry {
  expiresAt: number;
  /** The body with a fresh nonce. */
  identity(nonce: string | null): Buffer;
  /** The gzip body with a fresh nonce; compressed once per entry, never per serve. */
  gzip(nonce: string | null): Buffer;
}

export function weakEtag(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function encodeEntry(entry: StoredEntry): Buffer {
  const head = Buffer.from(
    JSON.stringify({ status: entry.status, headers: entry.headers, nonce: entry.nonce, etag: entry.etag }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32BE(head.length);
  return Buffer.concat([len, head, entry.body]);
}

export function decodeEntry(raw: Buffer): StoredEntry | null {
  if (raw.length < 4) return null;
  const headLength = raw.readUInt32BE(0);
  if (4 + headLength > raw.length) return null;
  try {
    const head = JSON.parse(raw.subarray(4, 4 + headLength).toString()) as Omit<StoredEntry, 'body'>;
    return { ...head, body: raw.subarray(4 + headLength) };
  } catch {
    return null;
  }
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** A deflate stored (uncompressed) block holding `bytes`, not the last one; the stream is byte-aligned before it. */
function storedBlock(bytes: Buffer): Buffer {
  const n = bytes.length;
  return Buffer.concat([Buffer.from([0x00, n & 0xff, (n >> 8) & 0xff, ~n & 0xff, (~n >> 8) & 0xff]), bytes]);
}

/**
 * Prepares an entry for serving. The body is cut at every occurrence of its nonce; each piece is
 * deflated once, on its own, ending on a full flush (byte-aligned, no reference across pieces), so
 * a serve only splices the fresh nonce in between as stored blocks and writes the gzip trailer
 * (CRC-32 over the new text, length): the replacement of the CSP nonce costs no compression.
 */
export function readyEntry(entry: StoredEntry, expiresAt: number): ReadyEntry {
  const pieces = entry.nonce ? splitBuffer(entry.body, Buffer.from(entry.nonce)) : [entry.body];
  const last = pieces.length - 1;
  const deflated = pieces.map((piece, i) =>
    zlib.deflateRawSync(piece, {
      level: 9,
      finishFlush: i === last ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
  const nonceOf = (fresh: string | null) => Buffer.from(fresh ?? entry.nonce ?? '');
  return {
    ...entry,
    expiresAt,
    identity(fresh) {
      if (pieces.length === 1) return entry.body;
      const nonce = nonceOf(fresh);
      const parts: Buffer[] = [];
      pieces.forEach((piece, i) => {
        if (i > 0) parts.push(nonce);
        parts.push(piece);
      });
      return Buffer.concat(parts);
    },
    gzip(fresh) {
      const nonce = nonceOf(fresh);
      const block = storedBlock(nonce);
      const parts: Buffer[] = [GZIP_HEADER];
      let crc = 0;
      let size = 0;
      pieces.forEach((piece, i) => {
        if (i > 0) {
          parts.push(block);
          crc = zlib.crc32(nonce, crc);
          size += nonce.length;
        }
        parts.push(deflated[i]!);
        crc = zlib.crc32(piece, crc);
        size += piece.length;
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at >= 0; at = body.indexOf(separator, from)) {
    out.push(body.subarray(from, at));
    from = at + separator.length;
  }
  out.push(body.subarray(from));
  return out;
}
