/**
 * Plain links (decisions "Plain links"): most site links are a string path and a class name, yet
 * React Router's `Link` runs five hooks per link to resolve and memoise it (3–5 % of a server
 * render). For such a link the `<a>` it renders is known without a router: the path itself as
 * `href`, then `data-discover`. These pure functions say when that holds and what a click does.
 */
import type { LinkProps } from 'react-router';

/** Link props only React Router's `Link` can honour: with any of them, `LocaleLink` uses it. */
type RouterOnlyProps = Pick<
  LinkProps,
  | 'state'
  | 'replace'
  | 'preventScrollReset'
  | 'reloadDocument'
  | 'viewTransition'
  | 'relative'
  | 'prefetch'
  | 'discover'
  | 'mask'
  | 'defaultShouldRevalidate'
>;

/** Property reads, no list to walk: this runs for every link of every page. */
export function needsRouterLink(props: RouterOnlyProps): boolean {
  return (
    props.state !== undefined ||
    props.replace !== undefined ||
    props.preventScrollReset !== undefined ||
    props.reloadDocument !== undefined ||
    props.viewTransition !== undefined ||
    props.relative !== undefined ||
    props.prefetch !== undefined ||
    props.discover !== undefined ||
    props.mask !== undefined ||
    props.defaultShouldRevalidate !== undefined
  );
}

/** An empty, `.` or `..` segment (or a backslash): React Router would rewrite the path. */
const REWRITTEN_PATHNAME = /\/\/|\\|\/\.\.?(?:\/|$)/;

/**
 * Whether React Router's `Link` renders `to` unchanged as its `href` (no basename in this app):
 * an absolute path (not `//host`) that `resolveTo` leaves alone. It splits the hash at the first
 * `#`, then the query at the first `?`, and drops a bare `?` or `#`.
 */
export function isPlainPath(to: unknown): to is string {
  if (typeof to !== 'string' || to.charCodeAt(0) !== 47 /* / */) return false;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  const pathname = searchAt < 0 ? beforeHash : beforeHash.slice(0, searchAt);
  if (REWRITTEN_PATHNAME.test(pathname)) return false;
  if (searchAt >= 0 && searchAt === beforeHash.length - 1) return false;
  return hashAt < 0 || hashAt < to.length - 1;
}

/** The parts of a click that decide whether the router takes it (a DOM MouseEvent fits). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  preventDefault(): void;
  currentTarget: { getAttribute(name: string): string | null; hasAttribute(name: string): boolean };
}

type PlainNavigate = (to: string, options: { replace: boolean }) => unknown;

/**
 * What React Router's `useLinkClickHandler` does for a plain link, as one shared handler: a left
 * click without modifier keys on a link opening in this tab goes through the router, replacing the
 * history entry when the link points at the current location (`here`: pathname + query + hash).
 * A `download` link is left to the browser. Returns whether the router took the click.
 */
export function followPlainLink(event: LinkClick, navigate: PlainNavigate, here: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download')) return false;
  const href = link.getAttribute('href');
  if (!isPlainPath(href)) return false;
  event.preventDefault();
  void navigate(href, { replace: href === here });
  return true;
}
