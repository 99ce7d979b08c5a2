import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessageResponseSchema, UserResponseSchema } from '@biclou/contracts/account';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  TokenRequestSchema,
  TokenResponseSchema,
  VerifyEmailRequestSchema,
} from '@biclou/contracts/auth';
import { requireUser } from '../../platform/auth/guards';
import { contextOf } from '../../platform/http/request-context';
import { errors } from '../../platform/http/schemas';
import { toMe } from '../users';
import { forgotPassword } from './forgot-password';
import { login } from './login';
import { register } from './register';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { revokeSession } from '../../platform/auth/session-repository';
import { verifyEmail } from './verify-email';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;

  app.post(
    '/auth/register',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Create an account (no session); a verification email follows',
        body: RegisterRequestSchema,
        response: { 201: MessageResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) => reply.status(201).send(await register(contextOf(request), request.body)),
  );

  app.post(
    '/auth/verify',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        summary: 'Confirm the email with the verify_url of the emailed link',
        body: VerifyEmailRequestSchema,
        response: { 200: UserResponseSchema, ...errors(400, 422) },
      },
    },
    async (request) => verifyEmail(contextOf(request), request.body.verifyUrl),
  );

  app.post(
    '/auth/verify/resend',
    {
      config: { guard: 'auth' },
      schema: {
        tags,
        summary: 'Email a new verification link to the signed-in user (optionally back to `redirect`)',
        body: ResendVerificationRequestSchema,
        response: { 202: MessageResponseSchema, ...errors(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.status(202).send(await resendVerification(contextOf(request), user, request.body?.redirect));
    },
  );

  app.post(
    '/auth/login',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Log in: sets the HttpOnly biclou_token cookie',
        body: LoginRequestSchema,
        response: { 200: UserResponseSchema, ...errors(403, 422, 429) },
      },
    },
    async (request, reply) => {
      const { user, token } = await login(contextOf(request), request.body);
      setSessionCookie(reply, config, token);
      return { user };
    },
  );

  app.post(
    '/auth/token',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Log in an API client: answers a token for Authorization: Bearer',
        body: TokenRequestSchema,
        response: { 200: TokenResponseSchema, ...errors(403, 422, 429) },
      },
    },
    async (request) => login(contextOf(request), request.body),
  );

  app.post(
    '/logout',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: { tags, summary: 'End this session and clear the cookie', response: { 200: MessageResponseSchema } },
    },
    async (request, reply) => {
      if (request.user && request.session) {
        await revokeSession(app.deps.db, request.user.id, request.session.id, app.deps.clock.now());
        app.deps.realtime.endSession(request.session.id);
      }
      clearSessionCookie(reply, config);
      return { message: 'See you soon!' };
    },
  );

  app.get(
    '/user',
    {
      config: { guard: 'auth' },
      schema: { tags, summary: 'The signed-in user', response: { 200: UserResponseSchema, ...errors(401) } },
    },
    async (request) => ({ user: toMe(requireUser(request).user) }),
  );

  app.post(
    '/auth/forgot',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Email a reset link; same answer whether the address exists or not',
        body: ForgotPasswordRequestSchema,
        response: { 202: MessageResponseSchema, ...errors(422, 429) },
      },
    },
    async (request, reply) => reply.status(202).send(await forgotPassword(contextOf(request), request.body.email)),
  );

  app.post(
    '/auth/reset',
    {
      config: { guard: 'public', keepsPageCache: true },
      schema: {
        tags,
        summary: 'Set a new password with a reset token; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors(400, 422) },
      },
    },
    async (request) => resetPassword(contextOf(request), request.body),
  );
};
