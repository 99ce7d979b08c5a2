import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as chat from '@biclou/contracts/endpoints';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/form-alert';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import { MESSAGE_MAX } from './composer';

/**
 * The "Contact the owner" dialog (contact-owner.tsx loads it on demand): a first message opens (or
 * reuses) the conversation for this bike, then the thread.
 */
export function ContactOwnerDialog({
  listingId,
  ownerName,
  open,
  onOpenChange,
}: {
  listingId: string;
  ownerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { lp } = useLocale();
  const api = useApi();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    const body = text.trim();
    if (!body) return;
    setBusy(true);
    setError(null);
    const res = await api.call(chat.startConversation, { body: { listingId, body }, quiet: true });
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    onOpenChange(false);
    setText('');
    void navigate(lp(`/dashboard/chats/${res.data.conversation.id}`));
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('chat.contact.title', { name: ownerName })}
      description={t('chat.contact.text')}
    >
      <div className="space-y-4">
        <label htmlFor="contact-owner-text" className="sr-only">
          {t('chat.composer.label')}
        </label>
        <Textarea
          id="contact-owner-text"
          rows={4}
          maxLength={MESSAGE_MAX}
          value={text}
          placeholder={t('chat.contact.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <FormAlert message={error} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={busy} disabled={!text.trim()} data-testid="contact-send">
            {t('chat.contact.send')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
