import * as endpoints from '@biclou/contracts/endpoints';
import { Inbox } from 'lucide-react';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { Form } from 'react-router';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { Input } from '../components/ui/input';
import { OutboxMessageCard } from '../features/dev/outbox-message';
import { pageUrl, serverCall } from '../lib/server-api';
import { pageNotFound } from '../routing/route-errors';
import type { Route } from './+types/dev-mailbox';

/**
 * The outbox where emails and SMS go when no SMTP server is configured. The API decides who sees
 * it (development only; admins or this machine, decisions "Sweep: dev outbox"): else 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const to = pageUrl(request).searchParams.get('to') ?? '';
  const res = await serverCall(context.api, endpoints.devOutbox, { query: { to: to || undefined } });
  if (res.status !== 200) throw pageNotFound();
  return { to, messages: res.data?.messages ?? [] };
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <Container className="max-w-4xl py-10">
      <div className="flex flex-wrap items-center gap-3">
        <Inbox className="size-7 text-primary-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('titles.dev-mailbox')}
        </h1>
        <Badge color="warning">{t('dev.badge')}</Badge>
      </div>
      <p className="mt-2 text-neutral-600 dark:text-neutral-400">{t('dev.intro')}</p>
      <Form method="get" className="mt-6 flex gap-2">
        <label htmlFor="mailbox-to" className="sr-only">
          {t('dev.filter')}
        </label>
        <Input
          id="mailbox-to"
          name="to"
          type="search"
          defaultValue={loaderData.to}
          placeholder={t('dev.filter')}
          className="max-w-sm"
        />
        <Button type="submit" variant="outline">
          {t('dev.apply')}
        </Button>
      </Form>
      <div className="mt-6 space-y-4">
        {loaderData.messages.length === 0 && (
          <p className="rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-500 dark:border-neutral-700">
            {t('dev.empty')}
          </p>
        )}
        {loaderData.messages.map((m) => (
          <OutboxMessageCard key={m.id} message={m} />
        ))}
      </div>
    </Container>
  );
}
