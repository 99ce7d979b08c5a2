import { Clock, LifeBuoy, MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { LocaleLink } from '../../components/locale-link';
import { Container } from '../../components/ui/container';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { ContactForm } from './contact-form';
import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';

function Aside({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold text-neutral-900 dark:text-white">{title}</h2>
        <div className="mt-1 text-sm leading-6 text-neutral-600 dark:text-neutral-400">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-400';

/** /contact: the form, and where else to look first (help centre, messages with the owner). */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div>
      <div className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950">
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">
            {t('contact.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-neutral-900 sm:text-5xl dark:text-white">
            {t('titles.contact')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-600 dark:text-neutral-300">{t('contact.lead')}</p>
        </Container>
      </div>
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <ContactForm />
          <ul className="space-y-4" aria-label={t('contact.aside.label')}>
            <Aside icon={<LifeBuoy className="size-5" aria-hidden="true" />} title={t('contact.aside.help-title')}>
              {t('contact.aside.help-text')}{' '}
              <LocaleLink to="/help" className={linkClass}>
                {t('contact.aside.help-link')}
              </LocaleLink>
            </Aside>
            <Aside
              icon={<MessagesSquare className="size-5" aria-hidden="true" />}
              title={t('contact.aside.rental-title')}
            >
              {t('contact.aside.rental-text')}{' '}
              <LocaleLink to="/messages" className={linkClass}>
                {t('contact.aside.rental-link')}
              </LocaleLink>
            </Aside>
            <Aside
              icon={<Clock className="size-5" aria-hidden="true" />}
              title={t('contact.aside.delay-title', { count: SUPPORT_REPLY_WORKING_DAYS })}
            >
              {t('contact.aside.delay-text')}
            </Aside>
          </ul>
        </div>
      </Container>
    </div>
  );
}
