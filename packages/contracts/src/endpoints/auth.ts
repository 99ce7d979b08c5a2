import type { Me } from '../account';
import { endpoint } from './define';

type Message = { message: string };
type UserBody = { user: Me };
export const login = /*#__PURE__*/ endpoint<UserBody, unknown>()('POST', '/auth/login');
export const register = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/register');
export const forgotPassword = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/forgot');
export const resetPassword = /*#__PURE__*/ endpoint<Message, unknown>()('POST', '/auth/reset');
export const verifyEmail = /*#__PURE__*/ endpoint<UserBody, { verifyUrl: string }>()('POST', '/auth/verify');
export const resendVerification = /*#__PURE__*/ endpoint<Message, { redirect: string } | undefined>()(
  'POST',
  '/auth/verify/resend',
);
