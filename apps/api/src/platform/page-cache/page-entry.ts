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
 * (the CRC-32 of the new text, from the stored one: `nonceCrc`; the length): the replacement of
 * the CSP nonce costs no compression and no pass over the body.
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
  const crcOf = nonceCrc(entry.body, pieces, entry.nonce);
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
      pieces.forEach((piece, i) => {
        if (i > 0) parts.push(block);
        parts.push(deflated[i]!);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crcOf(nonce), 0);
      const size = entry.body.length + (pieces.length - 1) * (nonce.length - (entry.nonce?.length ?? 0));
      trailer.writeUInt32LE(size >>> 0, 4);
      parts.push(trailer);
      return Buffer.concat(parts);
    },
  };
}

/**
 * The CRC-32 of the body with another nonce (same length) in place of the stored one, without
 * reading the body again. CRC-32 is affine: crc(a ⊕ b) = crc(a) ⊕ crc(b) ⊕ crc(0ⁿ). So the new
 * CRC is the stored one XOR, for every bit where the two nonces differ, the linear contribution
 * of that bit set at that offset in every occurrence at once; those 8 × nonce-length words are
 * computed once per entry (one CRC of the body length each).
 */
function nonceCrc(body: Buffer, pieces: Buffer[], stored: string | null): (nonce: Buffer) => number {
  const storedCrc = zlib.crc32(body) >>> 0;
  if (!stored || pieces.length === 1) return () => storedCrc;
  const old = Buffer.from(stored);
  const positions: number[] = [];
  let at = 0;
  for (const piece of pieces.slice(0, -1)) {
    at += piece.length;
    positions.push(at);
    at += old.length;
  }
  const zero = zlib.crc32(Buffer.alloc(body.length)) >>> 0;
  const probe = Buffer.alloc(body.length);
  const words = new Uint32Array(old.length * 8);
  for (let k = 0; k < old.length; k++) {
    for (let bit = 0; bit < 8; bit++) {
      for (const p of positions) probe[p + k] = 1 << bit;
      words[k * 8 + bit] = (zlib.crc32(probe) ^ zero) >>> 0;
      for (const p of positions) probe[p + k] = 0;
    }
  }
  return (nonce) => {
    // Another length (never from newCspNonce): the plain way, over every piece.
    if (nonce.length !== old.length)
      return pieces.reduce((crc, piece, i) => zlib.crc32(piece, i > 0 ? zlib.crc32(nonce, crc) : crc), 0) >>> 0;
    let crc = storedCrc;
    for (let k = 0; k < old.length; k++) {
      const diff = old[k]! ^ nonce[k]!;
      if (!diff) continue;
      for (let bit = 0; bit < 8; bit++) if (diff & (1 << bit)) crc ^= words[k * 8 + bit]!;
    }
    return crc >>> 0;
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
