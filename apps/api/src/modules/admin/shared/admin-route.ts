/**
 * The options every admin route shares: the admin guard in the route table and the
 * `admin` OpenAPI tag, with the route's own summary and schemas.
 *
 *   app.get('/admin/settings', adminRoute('Admin: the booking settings', { response: { 200: S, ...errors(401, 403) } }), handler)
 *
 * The handler still calls `requireAdmin(request)` first: the route checks the role itself.
 */
export function adminRoute<S extends object>(summary: string, schema: S) {
  return { config: { guard: 'admin' as const }, schema: { tags: ['admin'], summary, ...schema } };
}
