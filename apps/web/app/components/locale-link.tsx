import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocale } from '../lib/i18n/use-locale';
import { isPlainPath, needsRouterLink } from '../routing/plain-link';
import { usePlainLinkClick } from '../routing/plain-link-context';

/**
 * A link to a site path (`/account`) that stays in the current locale. A plain path with no router
 * props renders the `<a>` React Router's `Link` would, attribute for attribute, with the shared
 * click handler instead of its hooks (decisions "Plain links"); anything else goes through `Link`.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const { lp } = useLocale();
  const follow = usePlainLinkClick();
  const href = typeof to === 'string' ? lp(to) : to;
  if (!follow || !isPlainPath(href) || needsRouterLink(props)) return <Link ref={ref} to={href} {...props} />;
  // Link's order: its other props, then href, onClick, ref, target and data-discover.
  const { onClick, target, ...rest } = props;
  const handleClick: typeof follow = onClick
    ? (event) => {
        onClick(event);
        follow(event);
      }
    : follow;
  return <a {...rest} href={href} onClick={handleClick} ref={ref} target={target} data-discover="true" />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink(
  { to, ...props },
  ref,
) {
  const { lp } = useLocale();
  return <NavLink ref={ref} to={lp(to)} {...props} />;
});
