import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(ip) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(ip);
}

/** Every address a request came through: the client as the app sees it (`request.ip`, which
 * follows X-Forwarded-For only when TRUST_PROXY=true), the socket peer, and each forwarded hop. */
function addressesOf(request: FastifyRequest): string[] {
  const header = request.headers['x-forwarded-for'];
  const forwarded = [header ?? []]
    .flat()
    .flatMap((h) => h.split(','))
    .map((a) => a.trim());
  return [request.ip, request.socket.remoteAddress ?? '', ...forwarded];
}

/** A request made on this machine: every address it came through is a loopback one. */
function isLocalRequest(request: FastifyRequest): boolean {
  return addressesOf(request).every(isLoopbackAddress);
}

/**
 * The dev outbox rule (decisions "Sweep: dev outbox"): a signed-in admin, or a request made on
 * this machine. A forged X-Forwarded-For never makes a remote visitor local (the socket peer is
 * checked too), and a visitor relayed by a proxy on this machine is not local either (its own
 * address is in the forwarded hops).
 */
export function isLocalOrAdmin(request: FastifyRequest): boolean {
  return request.user?.role === 'admin' || isLocalRequest(request);
}
