import type { ParamKind } from './route-def';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Same bounds as the reset token of the API contract (16 to 200 URL-safe characters). */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

const CHECKS: Record<ParamKind, RegExp> = { uuid: UUID, slug: SLUG, token: TOKEN };

/** True when every declared dynamic segment has the expected shape. */
export function paramsAreValid(
  kinds: Readonly<Record<string, ParamKind>>,
  params: Record<string, string | undefined>,
): boolean {
  return Object.entries(kinds).every(([name, kind]) => {
    const value = params[name];
    return typeof value === 'string' && CHECKS[kind].test(value);
  });
}
