import { ArrowLeft, CalendarDays, EyeOff, Lock, MoreVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { LocaleLink } from '../../components/locale-link';
import { zoneLabel } from '@biclou/domain/time-zones';
import { formatDate } from '../../lib/dates';
import { formatBookingTimes } from '../../lib/booking-times';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { useApi } from '../../context/api-context';
import type { ConversationDetail, Message } from './chat-types';
import { ClosedNotice, ReconnectingBanner } from './chat-states';
import { CloseDialog } from './close-dialog';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ListingCover, PersonAvatar } from './person-avatar';
import { lastSeenOfMine } from './thread-state';
import { useThread } from './use-thread';

/** The booking's page for this reader's side. */
function bookingPath(detail: Pick<ConversationDetail, 'role'>, bookingId: string): string {
  return detail.role === 'owner' ? `/dashboard/bookings/${bookingId}` : `/dashboard/trips/${bookingId}`;
}

/** The message's calendar day on the bike's clock (a message at 00:30 in Paris is that day's, not the eve's). */
function dayKey(iso: string, timeZone: string) {
  return formatDate(iso, 'en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
}

/** A thread: who and what it is about (listing, booking), the messages, live, and the composer. */
export function ThreadView({
  initial,
  myId,
  backTo,
  onActivity,
}: {
  initial: { detail: ConversationDetail; messages: Message[] };
  myId: string;
  /** The inbox (mobile back link). */
  backTo: string;
  /** A message arrived or left here: the inbox updates its row. */
  onActivity?(message: Message): void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const thread = useThread(api, myId, initial);
  const { detail, messages } = thread;
  const [closing, setClosing] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const seen = lastSeenOfMine(messages, myId);
  const other = detail.role === 'owner' ? detail.renter : detail.role === 'renter' ? detail.owner : detail.other;
  const timeZone = detail.listing.timeZone;
  const booking = detail.booking;

  // Stays at the bottom as messages arrive, unless the reader scrolled up.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, thread.typing]);
  useEffect(() => {
    stick.current = true;
  }, [detail.id]);

  return (
    <section
      className="flex h-full min-h-0 flex-col"
      aria-label={t('chat.thread.label', { name: other.firstName })}
      data-testid="thread"
      data-conversation={detail.id}
    >
      <header className="flex items-center gap-3 border-b border-neutral-200 px-3 py-2.5 sm:px-4 dark:border-neutral-800">
        <LocaleLink
          to={backTo}
          className="grid size-9 shrink-0 place-items-center rounded-full text-neutral-700 hover:bg-neutral-100 lg:hidden dark:text-neutral-300 dark:hover:bg-neutral-800"
          aria-label={t('chat.back')}
          data-testid="thread-back"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </LocaleLink>
        <PersonAvatar person={other} size={40} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-neutral-900 dark:text-white" data-testid="thread-name">
            {other.firstName}
          </p>
          <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
            {t(detail.role === 'owner' ? 'chat.thread.renter-of' : 'chat.thread.owner-of', {
              title: detail.listing.title,
            })}
          </p>
        </div>
        {!detail.closed && (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              aria-label={t('chat.thread.more')}
              data-testid="thread-menu"
              className="grid size-9 shrink-0 place-items-center rounded-full text-neutral-600 outline-none hover:bg-neutral-100 focus-visible:ring-4 focus-visible:ring-primary-500/25 dark:text-neutral-300 dark:hover:bg-neutral-800"
            >
              <MoreVertical className="size-5" aria-hidden="true" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-48 animate-pop-in rounded-xl border border-neutral-200 bg-white p-1 shadow-xl dark:border-neutral-800 dark:bg-neutral-900"
              >
                <DropdownMenu.Item
                  onSelect={() => setClosing(true)}
                  data-testid="thread-close"
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50 dark:text-red-300 dark:data-[highlighted]:bg-red-950/60"
                >
                  <Lock className="size-4" aria-hidden="true" />
                  {t('chat.close.action')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        )}
      </header>

      <div className="flex items-center gap-3 border-b border-neutral-200 bg-neutral-50/80 px-3 py-2 sm:px-4 dark:border-neutral-800 dark:bg-neutral-900/60">
        <LocaleLink to={`/listing/${detail.listing.id}`} className="shrink-0">
          <ListingCover url={detail.listing.coverUrl} className="size-11 rounded-lg" />
        </LocaleLink>
        <div className="min-w-0 flex-1 text-sm">
          <LocaleLink
            to={`/listing/${detail.listing.id}`}
            className="block truncate font-medium text-neutral-900 hover:underline dark:text-white"
          >
            {detail.listing.title}
          </LocaleLink>
          {booking ? (
            <p
              className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-600 dark:text-neutral-400"
              data-testid="thread-booking"
            >
              {/* On phones the dates take the first line, so the second never starts with a separator. */}
              <span className="inline-flex w-full items-center gap-x-2 sm:w-auto">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                {/* The thread names its clock once, above its messages; without any, the card names it. */}
                <span data-testid="thread-booking-times">
                  {formatBookingTimes(booking.pickupAt, booking.returnAt, locale, timeZone, {
                    zone: messages.length === 0,
                    weekday: false,
                  })}
                </span>
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <span>{formatMoney(booking.totalCents, booking.currency, locale)}</span>
              <span aria-hidden="true">·</span>
              <span>{t(`bookings.status.${booking.status}`, { defaultValue: booking.status })}</span>
            </p>
          ) : (
            <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
              {detail.listing.city ?? t('chat.thread.no-booking')}
            </p>
          )}
        </div>
        {booking && detail.role !== 'admin' && (
          <LocaleLink
            to={bookingPath(detail, booking.id)}
            data-testid="thread-booking-link"
            className="shrink-0 rounded-lg border border-neutral-300 bg-white px-3 py-1.5 text-xs font-semibold text-neutral-800 hover:bg-neutral-100 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700"
          >
            {t('chat.thread.see-booking')}
          </LocaleLink>
        )}
      </div>

      <ReconnectingBanner />

      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        className="min-h-0 flex-1 overflow-y-auto bg-neutral-50/40 px-3 py-4 sm:px-5 dark:bg-neutral-950/40"
        data-testid="thread-messages"
        aria-live="polite"
      >
        {detail.masked && (
          <p className="mx-auto mb-4 flex max-w-md items-start gap-2 rounded-xl bg-sky-50 px-3 py-2 text-xs text-sky-900 dark:bg-sky-950/60 dark:text-sky-100">
            <EyeOff className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {t('chat.masked-note')}
          </p>
        )}
        {messages.length > 0 && (
          <p className="mb-2 text-center text-[11px] text-neutral-500 dark:text-neutral-400" data-testid="thread-clock">
            {t('chat.thread.clock', { zone: zoneLabel(timeZone, locale) })}
          </p>
        )}
        {messages.length === 0 && (
          <p className="py-10 text-center text-sm text-neutral-500 dark:text-neutral-400">
            {t('chat.thread.empty', { name: other.firstName })}
          </p>
        )}
        <ol className="space-y-2">
          {messages.map((m, i) => {
            const prev = messages[i - 1];
            const newDay = !prev || dayKey(prev.createdAt, timeZone) !== dayKey(m.createdAt, timeZone);
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <li className="py-2 text-center text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
                    {formatDate(m.createdAt, locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone })}
                  </li>
                )}
                <li>
                  <MessageBubble
                    message={m}
                    mine={m.senderId === myId}
                    showSeen={seen?.id === m.id}
                    timeZone={timeZone}
                  />
                </li>
              </Fragment>
            );
          })}
        </ol>
        {thread.typing && (
          <p
            className="mt-2 inline-flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-xs text-neutral-600 shadow-sm dark:bg-neutral-800 dark:text-neutral-300"
            data-testid="typing"
          >
            <span className="flex gap-0.5" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-neutral-400 [animation-delay:-0.3s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-neutral-400 [animation-delay:-0.15s]" />
              <span className="size-1.5 animate-bounce rounded-full bg-neutral-400" />
            </span>
            {t('chat.typing', { name: other.firstName })}
          </p>
        )}
      </div>

      {detail.closed ? (
        <ClosedNotice detail={detail} myId={myId} />
      ) : (
        <Composer
          api={api}
          conversationId={detail.id}
          onTyping={thread.notifyTyping}
          onSent={(m) => {
            stick.current = true;
            thread.addMessages([m]);
            onActivity?.(m);
          }}
        />
      )}
      <CloseDialog
        api={api}
        conversationId={detail.id}
        open={closing}
        onOpenChange={setClosing}
        onClosed={(d) => thread.setDetail(d)}
      />
    </section>
  );
}
