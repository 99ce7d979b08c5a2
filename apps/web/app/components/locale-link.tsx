import { forwardRef, type AnchorHTMLAttributes, type ForwardedRef } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import { prefixFromPath, withPrefix } from '../lib/i18n/locales';
import { useLocale } from '../lib/i18n/use-locale';
import { isPlainPath, needsRouterLink } from '../routing/plain-link';
import { usePlainLinkClick } from '../routing/plain-link-context';

type PlainAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: ForwardedRef<HTMLAnchorElement>;
  'data-discover'?: 'true';
};

/**
 * A link to a site path (`/account`) that stays in the current locale. A plain path with no router
 * props renders the `<a>` React Router's `Link` would, attribute for attribute, with the shared
 * click handler instead of its hooks (decisions "Plain links"); anything else goes through `Link`.
 * Pages hold up to 70 links, hence the frugal body: one props copy, two context reads and no other
 * hook (`useLocale().lp` is the same `withPrefix`, plus a callback hook and an object per call).
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink(
  { to, onClick, target, ...rest },
  ref,
) {
  const href = withPrefix(prefixFromPath(useLocation().pathname), to);
  const follow = usePlainLinkClick();
  if (!follow || !isPlainPath(href) || needsRouterLink(rest))
    return <Link ref={ref} to={href} onClick={onClick} target={target} {...rest} />;
  // Link's attribute order: its other props, then href, onClick, ref, target and data-discover. They
  // go onto `rest`, a copy already: spreading it into a literal with more keys is 50x slower in V8.
  const anchor: PlainAnchorProps = rest;
  anchor.href = href;
  anchor.onClick = onClick
    ? (event) => {
        onClick(event);
        follow(event);
      }
    : follow;
  anchor.ref = ref;
  anchor.target = target;
  anchor['data-discover'] = 'true';
  return <a {...anchor} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink(
  { to, ...props },
  ref,
) {
  const { lp } = useLocale();
  return <NavLink ref={ref} to={lp(to)} {...props} />;
});
