import type { Me } from '@biclou/contracts/account';
import { PROFILE_REQUIRED_FIELDS } from '@biclou/domain/profile';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Card } from '../../components/ui/card';

/** Where each required field (spec §4) is filled in on this page. */
const FIELD_ANCHORS: Record<string, string> = {
  lastname: '#profile-lastname',
  firstname: '#profile-firstname',
  address: '#profile-address',
  phone: '#phone-number',
  birthdate: '#profile-birthdate',
  termsAcceptedAt: '#profile',
};

/** "Profile completed" per spec §4: name, first name, address, phone, terms and birth date. */
export function ProfileCompletion({ user }: { user: Me }) {
  const { t } = useTranslation();
  const total = PROFILE_REQUIRED_FIELDS.length;
  const done = total - user.missingProfileFields.length;
  const pct = Math.round((done / total) * 100);
  const radius = 26;
  const circumference = 2 * Math.PI * radius;

  return (
    <Card className="p-5 sm:p-6" data-testid="profile-completion">
      <div className="flex items-center gap-5">
        <div className="relative size-[72px] shrink-0">
          <svg viewBox="0 0 64 64" className="size-[72px] -rotate-90" aria-hidden="true">
            <circle
              cx="32"
              cy="32"
              r={radius}
              fill="none"
              strokeWidth="6"
              className="stroke-neutral-200 dark:stroke-neutral-800"
            />
            <circle
              cx="32"
              cy="32"
              r={radius}
              fill="none"
              strokeWidth="6"
              strokeLinecap="round"
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - done / total)}
              className="stroke-primary-600 transition-[stroke-dashoffset] duration-500 dark:stroke-primary-400"
            />
          </svg>
          <span className="absolute inset-0 grid place-items-center text-[13px] font-bold text-neutral-900 dark:text-white">
            {pct}%
          </span>
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900 dark:text-white" role="status">
            {user.profileCompleted ? t('account.completion.complete') : t('account.completion.incomplete')}
          </p>
          <p className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {user.profileCompleted
              ? t('account.completion.complete-text')
              : t('account.completion.incomplete-text', { count: done, total })}
          </p>
        </div>
      </div>
      {!user.profileCompleted && (
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {PROFILE_REQUIRED_FIELDS.map((field) => {
            const missing = user.missingProfileFields.includes(field);
            return (
              <li key={field} className="flex items-center gap-2 text-sm">
                {missing ? (
                  <CircleDashed className="size-4 text-amber-500" aria-hidden="true" />
                ) : (
                  <CircleCheck className="size-4 text-primary-600 dark:text-primary-400" aria-hidden="true" />
                )}
                {missing ? (
                  <a
                    href={FIELD_ANCHORS[field] ?? '#profile'}
                    className="font-medium text-neutral-900 underline decoration-neutral-300 underline-offset-2 hover:decoration-primary-500 dark:text-neutral-100"
                  >
                    {t(`account.completion.fields.${field}`)}
                  </a>
                ) : (
                  <span className="text-neutral-500 line-through decoration-neutral-300 dark:text-neutral-500">
                    {t(`account.completion.fields.${field}`)}
                  </span>
                )}
                <span className="sr-only">
                  {missing ? t('account.completion.missing') : t('account.completion.done')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
