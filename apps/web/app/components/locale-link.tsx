import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocale } from '../lib/i18n/use-locale';

/** A link to a site path (`/account`) that stays in the current locale. */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocaleLink(
  { to, ...props },
  ref,
) {
  const { lp } = useLocale();
  return <Link ref={ref} to={lp(to)} {...props} />;
});

export const LocaleNavLink = forwardRef<HTMLAnchorElement, NavLinkProps & { to: string }>(function LocaleNavLink(
  { to, ...props },
  ref,
) {
  const { lp } = useLocale();
  return <NavLink ref={ref} to={lp(to)} {...props} />;
});
