import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { ApiClient } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/form-alert';
import * as chat from '@biclou/contracts/endpoints';
import { CLOSE_REASONS, type CloseReason, type ConversationDetail } from './chat-types';

const CLOSE_NOTE_MAX = 500;

/** Close a conversation: a reason from the list, and an optional note both sides read. */
export function CloseDialog({
  api,
  conversationId,
  open,
  onOpenChange,
  onClosed,
}: {
  api: ApiClient;
  conversationId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onClosed(detail: ConversationDetail): void;
}) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState<CloseReason | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!reason) return setError(t('chat.close.pick-reason'));
    setBusy(true);
    setError(null);
    const res = await api.call(chat.closeConversation, {
      params: { conversationId },
      body: note.trim() ? { reason, note: note.trim() } : { reason },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    onClosed(res.data);
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('chat.close.title')} description={t('chat.close.text')}>
      <div className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-neutral-900 dark:text-white">
            {t('chat.close.reason')}
          </legend>
          <div className="space-y-1.5" role="radiogroup">
            {CLOSE_REASONS.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                  reason === r
                    ? 'border-primary-500 bg-primary-50 text-primary-900 dark:border-primary-500 dark:bg-primary-950/60 dark:text-primary-100'
                    : 'border-neutral-200 text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800',
                )}
              >
                <input
                  type="radio"
                  name="close-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-primary-700"
                />
                {t(`chat.close.reasons.${r}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="close-note" label={t('chat.close.note')} optional={t('common.optional')}>
          <Textarea rows={3} maxLength={CLOSE_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={busy} data-testid="close-confirm">
            {t('chat.close.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
