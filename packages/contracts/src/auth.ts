import { z } from './zod';
import { EmailSchema, LocaleSchema, MeSchema, PasswordSchema, PASSWORD_MAX } from './account';
import { RETURN_PATH_MAX, RETURN_PATH_MESSAGE, RETURN_PATH_PATTERN } from './return-path';

/**
 * A page of this site to come back to (the page that asked for a login): a path, never another
 * site (`//host`, `/\\host`, `https://…`). The web app checks it with `safeRedirect` too.
 */
const ReturnPathSchema = z
  .string({ message: RETURN_PATH_MESSAGE })
  .max(RETURN_PATH_MAX, RETURN_PATH_MESSAGE)
  .regex(RETURN_PATH_PATTERN, RETURN_PATH_MESSAGE);

/** POST /auth/register — no session is opened; a verification email follows. */
export const RegisterRequestSchema = z.object({
  firstname: z
    .string({ message: 'The first name is required.' })
    .trim()
    .min(1, 'The first name is required.')
    .max(100, 'The first name may not be longer than 100 characters.'),
  lastname: z
    .string({ message: 'The last name is required.' })
    .trim()
    .min(1, 'The last name is required.')
    .max(100, 'The last name may not be longer than 100 characters.'),
  email: EmailSchema,
  password: PasswordSchema,
  terms: z.literal(true, { message: 'You must accept the terms of service.' }),
  locale: LocaleSchema.optional(),
  /** The page to come back to after confirming the email and logging in (carried by the email link). */
  redirect: ReturnPathSchema.optional(),
});

/** POST /auth/login — sets the HttpOnly session cookie; answers `{ user }`. */
export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string({ message: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX),
});

/** POST /auth/token — same as login, for API clients: answers `{ user, token }` for `Authorization: Bearer`. */
export const TokenRequestSchema = LoginRequestSchema.extend({
  deviceName: z.string().trim().min(1).max(100).optional(),
});

/** POST /auth/verify — `verifyUrl` is the `verify_url` query parameter of the page /auth/verify. */
export const VerifyEmailRequestSchema = z.object({ verifyUrl: z.string().min(1).max(2000) });

/** POST /auth/verify/resend — the signed-in user asks for a new link; the body may be left out. */
export const ResendVerificationRequestSchema = z.object({ redirect: ReturnPathSchema.optional() }).nullish();

/** POST /auth/forgot — same answer whether the email exists or not. */
export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });

/** POST /auth/reset — single-use token from the email; ends every other session. */
export const ResetPasswordRequestSchema = z.object({ token: z.string().min(16).max(200), password: PasswordSchema });

/** The HttpOnly session cookie (Path=/, SameSite=Strict, Max-Age one year, Secure under https). */
export const SESSION_COOKIE_NAME = 'biclou_token';
export const SESSION_MAX_AGE_S = 31_536_000;

/**
 * Cookie-authenticated requests that change state must carry this header (or come from our own
 * Origin); otherwise they are refused with 403 `bad_origin`.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'biclou';

/** POST /auth/token answer: the bearer token is shown once and stored only hashed. */
export const TokenResponseSchema = z.object({ user: MeSchema, token: z.string() });
