import { BellRing, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';

type Permission = 'default' | 'granted' | 'denied' | 'unsupported';

function currentPermission(): Permission {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/**
 * Optional: lets the browser show a notice for a new message while the tab is hidden (ChatSync
 * shows it). Nothing is asked until the member clicks.
 */
export function BrowserNotifyButton() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<Permission>('unsupported');
  useEffect(() => setPermission(currentPermission()), []);
  if (permission === 'unsupported' || permission === 'denied') return null;
  if (permission === 'granted')
    return (
      <span
        className="inline-flex shrink-0 items-center text-neutral-500 dark:text-neutral-400"
        title={t('chat.notify.on')}
      >
        <Check className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('chat.notify.on')}</span>
      </span>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      className="shrink-0"
      aria-label={t('chat.notify.ask')}
      title={t('chat.notify.ask')}
      onClick={async () => setPermission(await Notification.requestPermission())}
      data-testid="chat-notify"
    >
      <BellRing className="size-4" aria-hidden="true" />
    </Button>
  );
}

/** A browser notice for a message that arrived while the tab is hidden (when allowed). */
export function showBrowserNotice(title: string, body: string, tag: string) {
  if (typeof window === 'undefined' || !('Notification' in window)) return;
  if (Notification.permission !== 'granted' || document.visibilityState === 'visible') return;
  try {
    new Notification(title, { body: body.slice(0, 140), tag });
  } catch {
    // Some browsers allow notices only from a service worker: then none.
  }
}
