import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_S } from '@biclou/contracts/auth';
import type { Config } from '../../platform/config/config';

/** Spec §9 and decisions "Accounts": HttpOnly, SameSite=Strict, Path=/, one year, Secure under https. */
function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: config.PUBLIC_URL?.startsWith('https://') ?? false,
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  void reply.setCookie(SESSION_COOKIE_NAME, token, { ...cookieOptions(config), maxAge: SESSION_MAX_AGE_S });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  void reply.clearCookie(SESSION_COOKIE_NAME, cookieOptions(config));
}
