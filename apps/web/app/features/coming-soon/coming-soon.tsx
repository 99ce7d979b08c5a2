import { ArrowRight, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export interface ComingSoonProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Inside a dashboard or admin page: a panel, not a full page. */
  variant?: 'page' | 'panel';
}

/** A later feature's page: it exists, answers, is guarded, and says what is coming. */
export function ComingSoon({ title, description, icon: Icon, variant = 'page' }: ComingSoonProps) {
  const { t } = useTranslation();
  const panel = variant === 'panel';
  return (
    <div className={cn(panel ? 'space-y-6' : 'mx-auto max-w-3xl px-4 py-16 sm:py-24')}>
      {panel && <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">{title}</h1>}
      <div
        className={cn(
          'relative overflow-hidden rounded-3xl border border-neutral-200 bg-white text-center dark:border-neutral-800 dark:bg-neutral-900',
          panel ? 'px-6 py-14' : 'px-6 py-16 sm:px-12',
        )}
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 h-64 bg-[radial-gradient(closest-side,var(--color-primary-100),transparent)] dark:bg-[radial-gradient(closest-side,var(--color-primary-950),transparent)]"
        />
        <div className="relative">
          <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary-400 to-primary-700 text-white shadow-lg shadow-primary-700/25">
            <Icon className="size-8" aria-hidden="true" />
          </span>
          <Badge color="primary" className="mt-6">
            <Sparkles className="size-3" aria-hidden="true" />
            {t('coming-soon.badge')}
          </Badge>
          {!panel && (
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
              {title}
            </h1>
          )}
          <p className={cn('mx-auto max-w-lg text-neutral-600 dark:text-neutral-400', panel ? 'mt-4' : 'mt-3 text-lg')}>
            {description}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="outline">
              <LocaleLink to="/">{t('coming-soon.home')}</LocaleLink>
            </Button>
            <Button asChild>
              <LocaleLink to="/help">
                {t('coming-soon.help')}
                <ArrowRight className="size-4" aria-hidden="true" />
              </LocaleLink>
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
