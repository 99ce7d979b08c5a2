import * as endpoints from '@biclou/contracts/endpoints';
import { CalendarSync, Check, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useRootData } from '../../../context/use-root-data';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';

/**
 * "Export this calendar": the listing's secret iCal address, to subscribe to from Google Calendar,
 * Apple Calendar or Outlook, with a copy button, and a new address on demand (the old one stops
 * working, after a confirmation).
 */
export function CalendarExportSection({ listingId, path }: { listingId: string; path: string | null }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const id = useId();
  const origin = useRootData()?.origin ?? '';
  const [current, setCurrent] = useState(path);
  const [copied, setCopied] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = current ? `${origin}${current}` : '';

  function copy() {
    // The field's own selection and the copy command: this works on plain http too, where the
    // asynchronous clipboard API does not exist. Where the browser refuses, the address stays selected.
    const field = document.getElementById(`${id}-url`) as HTMLInputElement | null;
    field?.select();
    if (field && document.execCommand('copy')) {
      setCopied(true);
      toast.success(t('calendar-sync.export.copied'));
    }
  }

  async function regenerate() {
    setBusy(true);
    setError(null);
    const res = await api.call(endpoints.regenerateCalendarExport, { params: { listingId }, quiet: true });
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    setCurrent(res.data.path);
    setCopied(false);
    setConfirming(false);
    toast.success(t('calendar-sync.export.regenerated'));
  }

  return (
    <CardSection
      id="calendar-export"
      title={t('calendar-sync.export.title')}
      description={t('calendar-sync.export.description')}
      icon={<CalendarSync className="size-5" />}
    >
      <div className="space-y-3">
        <label htmlFor={`${id}-url`} className="block text-sm font-medium text-neutral-900 dark:text-white">
          {t('calendar-sync.export.url-label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="h-10 w-full min-w-0 rounded-lg sm:flex-1 border border-neutral-300 bg-neutral-50 px-3 font-mono text-xs text-neutral-800 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100"
          />
          <Button variant="outline" onClick={copy} disabled={!current}>
            {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
            {copied ? t('calendar-sync.export.copied-short') : t('calendar-sync.export.copy')}
          </Button>
        </div>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('calendar-sync.export.hint')}</p>
        <div className="flex flex-col gap-3 border-t border-neutral-100 pt-3 sm:flex-row sm:items-center sm:justify-between dark:border-neutral-800">
          <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('calendar-sync.export.secret')}</p>
          <Button variant="outline" size="sm" onClick={() => (setError(null), setConfirming(true))}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {t('calendar-sync.export.regenerate')}
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('calendar-sync.export.confirm-title')}
        description={t('calendar-sync.export.confirm-text')}
      >
        <div className="space-y-4">
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void regenerate()} loading={busy}>
              {t('calendar-sync.export.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </CardSection>
  );
}
