// Zod-free values for pages (the admin's audit log words each action).

/**
 * Every action the audit log records, as `<object>.<verb>`. The log's pages word each one
 * (`admin-ui.audit.actions.<object>.<verb>` in every language), so a new action starts here.
 */
export const ADMIN_ACTIONS = [
  'user.suspend',
  'user.unsuspend',
  'user.grant_admin',
  'user.revoke_admin',
  'user.resend_verification',
  'user.password_reset',
  'user.anonymise',
  'user.revoke_device',
  'device.revoke',
  'listing.suspend',
  'listing.unsuspend',
  'review.hide',
  'review.unhide',
  'settings.update',
  'country.update',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'subcategory.create',
  'subcategory.update',
  'subcategory.delete',
  'subcategory.reorder',
  'booking.cancel',
  'payout.process',
  'payout.fail',
  'dispute.resolve',
  'deposit.decide',
  'media.delete',
  'template.update',
  'template.reset',
  'conversation.post',
  'conversation.close',
  'page_template.create',
  'page_template.update',
  'page_template.delete',
  'locale_page.create',
  'locale_page.update',
  'locale_page.delete',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
