import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return isIP(ip) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(ip);
}

/**
 * The dev outbox rule (decisions "Sweep: dev outbox"): a signed-in admin, or a request from this
 * machine. `request.ip` is the socket address, or the X-Forwarded-For client only when
 * TRUST_PROXY=true, so a forged header never makes a remote visitor local.
 */
export function isLocalOrAdmin(request: FastifyRequest): boolean {
  return request.user?.role === 'admin' || isLoopbackAddress(request.ip);
}
