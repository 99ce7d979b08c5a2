import { isIP } from 'node:net';

/**
 * Which addresses an outgoing request may reach (decisions "Calendar sync"): public unicast only.
 * Refused: this network, private (10/8, 172.16/12, 192.168/16), carrier-grade NAT (100.64/10),
 * loopback, link-local, documentation, benchmarking, multicast and reserved ranges; in IPv6 the
 * unspecified and loopback addresses, unique local (fc00::/7), link-local and site-local,
 * multicast, documentation, and every form that carries an IPv4 address (mapped ::ffff:a.b.c.d,
 * compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), judged by the IPv4 address it carries.
 */
type AddressVerdict = 'public' | 'loopback' | 'private';

const V4_REFUSED: readonly [string, number, AddressVerdict][] = [
  ['0.0.0.0', 8, 'private'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'private'],
  ['192.0.2.0', 24, 'private'],
  ['192.88.99.0', 24, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'private'],
  ['198.51.100.0', 24, 'private'],
  ['203.0.113.0', 24, 'private'],
  ['224.0.0.0', 4, 'private'],
  ['240.0.0.0', 4, 'private'],
];

function v4ToInt(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function classifyV4(value: number): AddressVerdict {
  for (const [base, bits, verdict] of V4_REFUSED) {
    const size = 2 ** (32 - bits);
    const start = v4ToInt(base);
    if (value >= start && value < start + size) return verdict;
  }
  return 'public';
}

/** The 128 bits of an IPv6 address (with an embedded dotted IPv4 tail, as in ::ffff:1.2.3.4). */
function v6ToBigInt(address: string): bigint {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToInt(dotted[1]!);
    text = text.slice(0, -dotted[1]!.length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

const inV6 = (value: bigint, prefix: string, bits: number) =>
  value >> BigInt(128 - bits) === v6ToBigInt(prefix) >> BigInt(128 - bits);

function classifyV6(value: bigint): AddressVerdict {
  const low32 = Number(value & 0xffffffffn);
  if (value === 1n) return 'loopback';
  if (value === 0n) return 'private';
  // IPv4-mapped, IPv4-compatible and NAT64 forms reach the IPv4 address they carry.
  if (inV6(value, '::ffff:0:0', 96) || inV6(value, '::', 96) || inV6(value, '64:ff9b::', 96)) return classifyV4(low32);
  if (inV6(value, '2002::', 16)) return classifyV4(Number((value >> 80n) & 0xffffffffn));
  for (const [prefix, bits] of [
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
    ['2001:db8::', 32],
    ['100::', 64],
  ] as const) {
    if (inV6(value, prefix, bits)) return 'private';
  }
  return 'public';
}

/** What kind of address this is; anything that is not an IP address at all is 'private' (refused). */
export function classifyAddress(address: string): AddressVerdict {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return classifyV4(v4ToInt(bare));
  if (family === 6) return classifyV6(v6ToBigInt(bare));
  return 'private';
}

/** Whether a request may connect there: public addresses, and loopback only where the setting allows it. */
export function isReachable(address: string, allowLoopback: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'loopback' && allowLoopback);
}
