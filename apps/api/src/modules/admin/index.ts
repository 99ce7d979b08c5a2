/**
 * The admin module's public surface (issue 14, /work ADMIN-CONTRACT): what other modules' admin
 * features use.
 * - `recordAdminAction(tx, …)` writes the audit row of an admin action in the caller's transaction;
 * - `requireAdmin(request)` / `adminOnly` (preHandler): every admin route checks the role itself;
 * - keyset pagination helpers (`decodeCursor`, `encodeCursor`, `cursorDate`, `keysetPage`);
 * - `auditRoutes`: GET /admin/audit.
 * Admin features of an area live in that area's module (`listings/admin-*.ts`…) and import this
 * surface; the admin module itself imports no module that imports it.
 */
export { recordAdminAction, type AdminActionInput } from './record-admin-action';
export { adminOnly, requireAdmin } from './require-admin';
export { cursorDate, decodeCursor, encodeCursor, keysetPage, type Keyset, type SortKey } from './keyset';
export { auditRoutes } from './audit-routes';
export { adminRoute } from './admin-route';
