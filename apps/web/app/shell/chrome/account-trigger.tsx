import { ChevronDown } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Avatar, initials } from '../../components/ui/avatar';
import { useUser } from '../../context/session-context';
import type { StandInProps } from '../../components/deferred';
import { StandInButton } from './stand-ins';

/**
 * The member's account menu trigger (stand-in and the full menu's), in its own chunk: a visitor
 * never loads it (the header gives them `AuthLinks`).
 */
export const ACCOUNT_TRIGGER_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-full border border-neutral-200 bg-white py-1 pr-2.5 pl-1 text-sm font-medium text-neutral-800 shadow-xs hover:shadow-md data-[state=open]:shadow-md dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100';

export function AccountStandIn({ trigger }: StandInProps) {
  const user = useUser();
  if (!user) return null;
  return (
    <StandInButton popup="menu" className={ACCOUNT_TRIGGER_CLASS} trigger={trigger}>
      <AccountTriggerContent firstname={user.firstname} lastname={user.lastname} />
    </StandInButton>
  );
}

export function AccountTriggerContent({ firstname, lastname }: { firstname: string; lastname: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="sr-only">{t('nav.account-menu')}</span>
      <Avatar name={initials(firstname, lastname)} size={32} />
      <span className="max-w-28 truncate">{firstname}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </>
  );
}
