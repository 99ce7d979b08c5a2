import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { AuthShell } from '../../features/auth/auth-shell';
import { VerifyEmail } from '../../features/auth/verify-email';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/auth-verify';
import { pageUrl } from '../../lib/server-api';

/** Only valid with a verify_url query parameter; otherwise not found (spec §2). */
export function loader({ request }: Route.LoaderArgs) {
  const verifyUrl = pageUrl(request).searchParams.get('verify_url');
  if (!verifyUrl) throw pageNotFound();
  return { verifyUrl };
}

export default function VerifyRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth.verify.title')}>
      <VerifyEmail verifyUrl={loaderData.verifyUrl} />
    </AuthShell>
  );
}
