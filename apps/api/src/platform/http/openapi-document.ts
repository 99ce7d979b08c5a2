/**
 * Finishes the OpenAPI document @fastify/swagger builds from the route schemas, so that a
 * third-party client can rely on it (Spectral's `spectral:oas` ruleset passes with no warning,
 * `npm run lint:api`):
 * - every operation has a stable `operationId`, derived from its method and path
 *   (`GET /api/v1/bookings/{bookingId}/messages` → `getBookingsByBookingIdMessages`), a summary and
 *   a description;
 * - every tag used is declared, with what it groups;
 * - only API paths are listed (the site's catch-all page routes are not operations);
 * - a nullable enum lists `null` among its values (OpenAPI 3.0 requires it for a `null` default).
 */

const TAGS: Record<string, string> = {
  system: 'Health probes for load balancers and orchestrators.',
  settings: 'Public booking settings and enabled countries.',
  auth: 'Sign-up, login, logout, email verification and password reset.',
  account: "The signed-in member's profile, preferences and account lifecycle.",
  devices: "The member's sessions and devices.",
  members: 'Public member profiles.',
  geo: 'Country detection from the visitor address.',
  catalog: 'Bike categories and sub-categories.',
  listings: 'Bike listings: the owner wizard, photos, calendar and public pages.',
  bookings: 'Booking requests, acceptance, payment, cancellation, disputes and handover.',
  payouts: "Owners' balances, bank details and payouts.",
  seo: 'Place pages, their templates and the sitemap.',
  payments: 'Payment provider webhooks.',
  reviews: 'Reviews after a completed booking.',
  favourites: 'The bikes a member keeps.',
  places: 'Cities, departments and regions: autocomplete, details, nearby and popular places.',
  search: 'Map and list search of live listings.',
  notifications: "The member's notification centre.",
  messaging: 'Conversations between renters and owners.',
  admin: 'The back office (admins only).',
  content: 'Help centre, legal pages and the blog.',
  contact: 'The contact form.',
  dev: 'Development tools (never in production).',
};

type Operation = { operationId?: string; summary?: string; description?: string; tags?: string[] };
type Doc = {
  info: Record<string, unknown>;
  tags?: { name: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
};

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** `get` + the path after /api/v1 (or /api), a `{param}` read as `By<Param>`. */
export function operationIdOf(method: string, path: string): string {
  const segments = path
    .replace(/^\/api(\/v1)?/, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('{') ? `By${pascal(s.slice(1, -1))}` : pascal(s)));
  return method.toLowerCase() + (segments.join('') || 'Root');
}

function nullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
  for (const value of Object.values(node)) nullableEnums(value);
}

export function finishOpenapiDocument<D extends Doc>(doc: D): D {
  const used = new Set<string>();
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/')) {
      delete doc.paths![path];
      continue;
    }
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      if (seen.has(op.operationId)) throw new Error(`duplicate operationId ${op.operationId}`);
      seen.add(op.operationId);
      op.summary ??= `${method.toUpperCase()} ${path}`;
      op.description ??= op.summary;
      op.tags = op.tags?.length ? op.tags : ['system'];
      for (const tag of op.tags) used.add(tag);
    }
  }
  doc.tags = [...used].sort().map((name) => ({ name, description: TAGS[name] ?? `Operations on ${name}.` }));
  nullableEnums(doc.paths);
  doc.info = {
    ...doc.info,
    description:
      'The Biclou marketplace API: the web site and any other client use the same operations. ' +
      'Sessions are an HttpOnly cookie (browsers) or a Bearer token (apps). Errors share one shape: ' +
      '`{ "error": { "code", "message", "fields"? } }`, with 422 and field messages for bad input.',
    contact: { name: 'Biclou', url: 'https://biclou.example/contact', email: 'team@biclou.local' },
  };
  return doc;
}
