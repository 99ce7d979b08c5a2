import type { OutboxMessage } from '@biclou/contracts/dev';
import { Mail, MessageSquareText } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { linkify } from './linkify';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const Icon = message.channel === 'sms' ? MessageSquareText : Mail;
  return (
    <Card className="p-5" data-testid="outbox-message">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Icon className="size-4 text-neutral-500" aria-hidden="true" />
        <Badge color={message.channel === 'sms' ? 'info' : 'primary'}>{t(`dev.channel-${message.channel}`)}</Badge>
        <span className="font-medium break-all text-neutral-900 dark:text-neutral-100">{message.recipient}</span>
        <time className="ml-auto text-xs text-neutral-500" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, locale, MARKETPLACE_TIME_ZONE)}
        </time>
      </div>
      {message.subject && <h2 className="mt-3 font-semibold text-neutral-900 dark:text-white">{message.subject}</h2>}
      <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap text-neutral-700 dark:text-neutral-300">
        {linkify(message.text).map((part, i) =>
          part.kind === 'link' ? (
            <a
              key={i}
              href={part.value}
              className="font-medium break-all text-primary-700 underline dark:text-primary-400"
            >
              {part.value}
            </a>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </p>
    </Card>
  );
}
