import type { z } from 'zod';
import type { Me } from '../account';
import type {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  ResendVerificationRequestSchema,
  ResetPasswordRequestSchema,
  VerifyEmailRequestSchema,
} from '../auth';
import { endpoint } from './define';

type Message = { message: string };
type UserBody = { user: Me };
export const login = /*#__PURE__*/ endpoint<UserBody, z.input<typeof LoginRequestSchema>>()('POST', '/auth/login');
export const register = /*#__PURE__*/ endpoint<Message, z.input<typeof RegisterRequestSchema>>()(
  'POST',
  '/auth/register',
);
export const forgotPassword = /*#__PURE__*/ endpoint<Message, z.input<typeof ForgotPasswordRequestSchema>>()(
  'POST',
  '/auth/forgot',
);
export const resetPassword = /*#__PURE__*/ endpoint<Message, z.input<typeof ResetPasswordRequestSchema>>()(
  'POST',
  '/auth/reset',
);
export const verifyEmail = /*#__PURE__*/ endpoint<UserBody, z.input<typeof VerifyEmailRequestSchema>>()(
  'POST',
  '/auth/verify',
);
export const resendVerification = /*#__PURE__*/ endpoint<Message, z.input<typeof ResendVerificationRequestSchema>>()(
  'POST',
  '/auth/verify/resend',
);
