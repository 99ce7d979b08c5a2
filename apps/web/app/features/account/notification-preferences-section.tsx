import * as endpoints from '@biclou/contracts/endpoints';
import type { Me } from '@biclou/contracts/account';
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { CardSection } from '../../components/ui/card';
import { Switch } from '../../components/ui/switch';
import { useApi } from '../../context/api-context';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';

/** "Email me about new messages" (on by default): saved at once, like the other preferences. */
export function NotificationPreferencesSection({ user }: { user: Me }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const [saving, setSaving] = useState(false);
  const id = useId();
  const change = async (messageEmails: boolean) => {
    setSaving(true);
    const res = await api.call(endpoints.updatePreferences, { body: { messageEmails } });
    setSaving(false);
    if (res.ok) {
      setUser(res.data.user);
      toast.success(t(messageEmails ? 'notifications.preferences.saved-on' : 'notifications.preferences.saved-off'));
    }
  };
  return (
    <CardSection
      id="notifications"
      title={t('notifications.preferences.title')}
      description={t('notifications.preferences.description')}
      icon={<BellRing className="size-5" />}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label htmlFor={`${id}-messages`} className="text-sm font-medium text-neutral-900 dark:text-white">
            {t('notifications.preferences.message-emails')}
          </label>
          <p id={`${id}-messages-hint`} className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {t('notifications.preferences.message-emails-hint')}
          </p>
        </div>
        <Switch
          id={`${id}-messages`}
          checked={user.messageEmails}
          disabled={saving}
          aria-describedby={`${id}-messages-hint`}
          onCheckedChange={(on) => void change(on)}
        />
      </div>
      <p className="mt-4 text-xs text-neutral-500 dark:text-neutral-400">{t('notifications.preferences.in-app')}</p>
    </CardSection>
  );
}
