/**
 * The admin zone's shared area (modules/admin/shared), its public surface:
 * what the admin areas and the modules that own an admin action (deposits, messaging, seo) use.
 * - `recordAdminAction(tx, …)` writes the audit row of an admin action in the caller's transaction;
 * - `requireAdmin(request)`: every admin route checks the role itself;
 * - keyset pagination helpers (`decodeCursor`, `encodeCursor`, `cursorDate`, `keysetPage`);
 * - `auditRoutes`: GET /admin/audit.
 * It imports no module, so any module may link it; it is the one admin area a module outside the
 * admin zone may import (ADMIN_SHARED in modules/module-links.ts).
 */
export { recordAdminAction } from './record-admin-action';
export { requireAdmin } from './require-admin';
export { cursorDate, decodeCursor, encodeCursor, keysetPage } from './keyset';
export { auditRoutes } from './audit-routes';
export { adminRoute } from './admin-route';
