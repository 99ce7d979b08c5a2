import * as endpoints from '@biclou/contracts/endpoints';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { useApi } from '../../../context/api-context';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../context/toasts/toast-context';

/** Delete after a confirmation; refused (409) while bookings are unfinished, said in the dialog. */
export function DeleteSection({ listingId, title }: { listingId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setError(null);
    const res = await api.call(endpoints.deleteListing, { params: { listingId }, quiet: true });
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    setOpen(false);
    toast.success(t('listings.manage.delete.done'));
    await navigate(lp('/dashboard/listings'));
  }

  return (
    <CardSection
      id="delete"
      title={t('listings.manage.delete.title')}
      icon={<Trash2 className="size-5" />}
      className="border-red-200 dark:border-red-900/60"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-neutral-600 dark:text-neutral-400">{t('listings.manage.delete.explain')}</p>
        <Button variant="danger" onClick={() => (setError(null), setOpen(true))}>
          {t('listings.manage.delete.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('listings.manage.delete.confirm-title')}
        description={t('listings.manage.delete.confirm-text', { title })}
      >
        <div className="space-y-4">
          <FormAlert message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger" onClick={() => void remove()} loading={busy}>
              {t('listings.manage.delete.submit')}
            </Button>
          </div>
        </div>
      </Dialog>
    </CardSection>
  );
}
