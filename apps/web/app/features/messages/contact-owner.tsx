import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n/use-locale';
import { withReturnTo } from '../../routing/return-link';
import { useUser } from '../../context/session-context';

const importDialog = () => import('./contact-owner-dialog');
const ContactOwnerDialog = lazy(() => importDialog().then((m) => ({ default: m.ContactOwnerDialog })));
/** Starts fetching the dialog's code when the button is pointed at or focused. */
const loadDialog = () => void importDialog();

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
  const { t } = useTranslation();
  const { lp } = useLocale();
  const user = useUser();
  const [open, setOpen] = useState(false);
  // The dialog (Radix Dialog, ~15 kB) loads when wanted, not with the listing page.
  const [wanted, setWanted] = useState(false);

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

  return (
    <>
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        data-testid="contact-owner"
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('chat.contact.button')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ContactOwnerDialog listingId={listingId} ownerName={ownerName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
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
