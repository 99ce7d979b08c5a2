import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import * as chat from '@biclou/contracts/endpoints';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../../components/ui/input';
import { FormAlert } from '../../components/form-alert';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { withReturnTo } from '../../routing/return-link';
import { useApi } from '../../shell/api-context';
import { useUser } from '../../shell/session-context';
import { MESSAGE_MAX } from './composer';

/**
 * "Contact the owner" on a listing page: a first message opens (or reuses) the conversation for
 * this bike, then the thread. Visitors get a login link that comes back here.
 */
export function ContactOwner({
  listingId,
  ownerId,
  ownerName,
}: {
  listingId: string;
  ownerId: string;
  ownerName: string;
}) {
  const { t, i18n } = useTranslation();
  const { lp } = useLocale();
  const user = useUser();
  const api = useApi();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user?.id === ownerId) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" className="w-full sm:w-auto" data-testid="contact-owner">
        <LocaleLink to={withReturnTo('/auth/login', lp(`/listing/${listingId}`))}>
          <MessageCircle className="size-4" aria-hidden="true" />
          {t('chat.contact.login')}
        </LocaleLink>
      </Button>
    );
  }

  async function send() {
    const body = text.trim();
    if (!body) return;
    setBusy(true);
    setError(null);
    const res = await api.call(chat.startConversation, { body: { listingId, body }, quiet: true });
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    setOpen(false);
    setText('');
    void navigate(lp(`/dashboard/chats/${res.data.conversation.id}`));
  }

  return (
    <>
      <Button variant="outline" className="w-full sm:w-auto" onClick={() => setOpen(true)} data-testid="contact-owner">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('chat.contact.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
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
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={busy} disabled={!text.trim()} data-testid="contact-send">
              {t('chat.contact.send')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** The booking page's link to its conversation (both sides). */
export function BookingConversationLink({ conversationId, name }: { conversationId: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline" className="w-full" data-testid="booking-conversation">
      <LocaleLink to={`/dashboard/chats/${conversationId}`}>
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('chat.booking-link.with', { name })}
      </LocaleLink>
    </Button>
  );
}
