/**
 * The return link (`redirect`) carried through sign-up, verification and login: a page of this
 * site, never another site (`//host`, `/\host`, `https://…`). Zod-free, so that every page can
 * check it without shipping zod (decisions "Page weight"); `ReturnPathSchema` in `auth.ts` is
 * built from the same rule.
 */
export const RETURN_PATH_MAX = 1000;
export const RETURN_PATH_MESSAGE = 'The return link must be a page of this site.';
export const RETURN_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

export function isReturnPath(text: string): boolean {
  return text.length <= RETURN_PATH_MAX && RETURN_PATH_PATTERN.test(text);
}
