import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

/** Delete with a confirmation dialog that says what happens next. */
export function DeleteButton({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description: string;
  onConfirm(): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-400 dark:hover:bg-red-950"
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('admin-seo.delete')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={title} description={description}>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('admin-seo.cancel')}
          </Button>
          <Button
            type="button"
            variant="danger"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              const done = await onConfirm();
              setBusy(false);
              if (done) setOpen(false);
            }}
          >
            {t('admin-seo.confirm-delete')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
