// Public surface of the module (docs/architecture.md "Module links"): other modules import only this file.
export { clearSessionCookie } from './session-cookie';
export { prepareResetMail } from './forgot-password';
export { prepareVerificationMail } from './verification-mail';
