import type { TFunction } from '../../lib/i18n/tiny-i18n';

const KNOWN = new Set([
  'user.suspend',
  'user.unsuspend',
  'user.grant_admin',
  'user.revoke_admin',
  'user.resend_verification',
  'user.password_reset',
  'user.anonymise',
  'user.revoke_device',
  'device.revoke',
]);

/** Words an audit action code of this area ("user.suspend" → "Suspended"); other codes show as they are. */
export const auditActionLabel = (t: TFunction) => (action: string) =>
  KNOWN.has(action) ? t(`admin-users.audit.${action.replace('.', '-')}`) : undefined;
