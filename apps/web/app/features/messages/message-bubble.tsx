import { CheckCheck } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation, type TFunction } from '../../lib/i18n/tiny-i18n';
import type { Locale } from '../../lib/i18n/locales';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import type { Message } from './chat-types';
import { linkify } from './linkify';

/** Text with its links as anchors; never HTML. Links open apart and carry no trust. */
function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium underline decoration-current/40 underline-offset-2 hover:decoration-current"
          >
            {part.text}
          </a>
        ),
      )}
    </>
  );
}

/** "14:05" on the bike's clock (`timeZone`), so server and browser agree and both parties read the same hour. */
function useShortTime(timeZone: string) {
  const { locale } = useLocale();
  return (iso: string) => formatTime(iso, locale, timeZone);
}

/** A booking step in the reader's language ("Booking canceled, €12.00 refunded"). */
export function eventText(t: TFunction, locale: Locale, event: Message['event']): string | null {
  if (!event) return null;
  if (event.type === 'canceled' && event.reason === 'deposit_declined')
    return t('i16.chat.canceled-deposit-declined', {
      amount: formatMoney(event.refundCents ?? 0, event.currency ?? 'EUR', locale),
    });
  if (event.type === 'deposit_renewed') return t('i16.chat.deposit_renewed');
  if (event.type === 'canceled' && event.refundCents && event.currency)
    return t('chat.event.canceled-refund', { amount: formatMoney(event.refundCents, event.currency, locale) });
  if (event.type.startsWith('handover_')) return t(`handover.chat.${event.type}`);
  if (event.type.startsWith('deposit_') || event.type.startsWith('claim_')) return t(`deposits.chat.${event.type}`);
  return t(`chat.event.${event.type}`);
}

/** A booking step, told to this reader in their language. */
function SystemLine({ message, timeZone }: { message: Message; timeZone: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = useShortTime(timeZone);
  const event = message.event;
  const text = eventText(t, locale, event) ?? message.body;
  return (
    <div className="flex justify-center py-1" data-testid="system-line" data-event={event?.type}>
      <p className="max-w-[85%] rounded-full bg-neutral-100 px-3 py-1 text-center text-xs text-neutral-600 dark:bg-neutral-800/80 dark:text-neutral-300">
        {text} <span className="text-neutral-400 dark:text-neutral-500">· {time(message.createdAt)}</span>
      </p>
    </div>
  );
}

/** One message: mine on the right, theirs on the left; a photo opens full size; "Seen" under my last seen one. */
export function MessageBubble({
  message,
  mine,
  showSeen,
  timeZone,
}: {
  message: Message;
  mine: boolean;
  /** This is my newest message the other side has seen. */
  showSeen: boolean;
  /** The bike's clock (the conversation's listing): both parties read the same hour. */
  timeZone: string;
}) {
  const { t } = useTranslation();
  const time = useShortTime(timeZone);
  if (message.kind === 'system') return <SystemLine message={message} timeZone={timeZone} />;
  return (
    <div
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}
      data-testid="message"
      data-mine={mine || undefined}
      data-id={message.id}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-sm sm:max-w-[75%]',
          message.kind === 'photo' ? 'overflow-hidden p-1' : 'px-3.5 py-2',
          mine
            ? 'rounded-br-md bg-primary-700 text-white dark:bg-primary-600'
            : 'rounded-bl-md border border-neutral-200 bg-white text-neutral-900 dark:border-neutral-700/80 dark:bg-neutral-800 dark:text-neutral-100',
        )}
      >
        {message.kind === 'photo' && message.attachment ? (
          <a href={message.attachment.url} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={message.attachment.url}
              width={message.attachment.width}
              height={message.attachment.height}
              alt={t('chat.photo-alt')}
              loading="lazy"
              className="h-auto max-h-72 w-auto max-w-full rounded-xl object-cover"
            />
          </a>
        ) : (
          <span data-testid="message-body">
            <MessageText text={message.body} />
          </span>
        )}
      </div>
      <p className="mt-1 flex items-center gap-1 px-1 text-[11px] text-neutral-500 dark:text-neutral-400">
        <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
        {mine && showSeen && message.seenAt ? (
          <span className="inline-flex items-center gap-0.5 text-primary-700 dark:text-primary-400" data-testid="seen">
            · <CheckCheck className="size-3.5" aria-hidden="true" />
            {t('chat.seen', { time: time(message.seenAt) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
