import * as endpoints from '@biclou/contracts/endpoints';
import type { ContactRequest } from '@biclou/contracts/contact';
import { CONTACT_TOPICS } from '@biclou/contracts/contact-constants';
import { CircleCheck, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { LocaleLink } from '../../components/locale-link';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { useFormErrors } from '../../lib/forms/use-form-errors';
import { formValues } from '../../lib/forms/validate';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import { useUser } from '../../context/session-context';
import { SUPPORT_REPLY_WORKING_DAYS } from '@biclou/domain/content-constants';

const FIELDS = ['topic', 'email', 'bookingRef', 'message'] as const;
const isTopic = (value: string | null): value is ContactRequest['topic'] =>
  (CONTACT_TOPICS as readonly string[]).includes(value ?? '');

/**
 * The contact form. The server checks every field (422 with one message per field, shown under
 * it); a second message within a minute is a 429 whose wait is shown in a warning. `website` is
 * the honeypot: hidden from people and from assistive technologies, left empty by them.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useUser();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const initialTopic = params.get('topic');
  const { errors, formError, showApiError, clear } = useFormErrors(FIELDS);
  const [busy, setBusy] = useState(false);
  const [tooSoon, setTooSoon] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    setTooSoon(null);
    const values = formValues(event.currentTarget) as Record<string, string>;
    const body = {
      ...values,
      locale: locale === 'fr' ? 'fr' : 'en',
    } as ContactRequest;
    setBusy(true);
    const res = await api.call(endpoints.sendContactMessage, { body, quiet: true });
    setBusy(false);
    if (res.ok) {
      setSentTo(String(values.email ?? '').trim());
      return;
    }
    if (res.status === 429) return setTooSoon(res.error.message);
    showApiError(res.error);
  }

  if (sentTo) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-neutral-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-neutral-800 dark:bg-neutral-900"
      >
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <h2 className="mt-5 text-2xl font-semibold tracking-tight text-neutral-900 dark:text-white">
          {t('contact.sent.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-md leading-7 text-neutral-600 dark:text-neutral-300">
          {t('contact.sent.text', {
            email: sentTo,
            replyTime: t('contact.reply-time', { count: SUPPORT_REPLY_WORKING_DAYS }),
          })}
        </p>
        <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild size="lg">
            <LocaleLink to="/help">{t('contact.sent.help')}</LocaleLink>
          </Button>
          <Button size="lg" variant="outline" onClick={() => setSentTo(null)}>
            {t('contact.sent.another')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="space-y-5 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-8 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div>
        <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
          {t('contact.form.title')}
        </h2>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('contact.form.subtitle')}</p>
      </div>
      {tooSoon && (
        <Alert tone="warning" title={t('contact.too-soon.title')}>
          <span data-testid="contact-too-soon">
            {t('contact.too-soon.text')} {tooSoon}
          </span>
        </Alert>
      )}
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-topic" label={t('contact.fields.topic')} error={errors.topic}>
          <NativeSelect name="topic" required defaultValue={isTopic(initialTopic) ? initialTopic : ''}>
            <option value="" disabled>
              {t('contact.fields.topic-placeholder')}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`contact.topics.${topic}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="contact-email" label={t('contact.fields.email')} error={errors.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={user?.email ?? ''} />
        </Field>
      </div>
      <Field
        id="contact-booking-ref"
        label={t('contact.fields.booking-ref')}
        optional={t('common.optional')}
        hint={t('contact.fields.booking-ref-hint')}
        error={errors.bookingRef}
      >
        <Input
          name="bookingRef"
          autoComplete="off"
          spellCheck={false}
          placeholder="BK-7Q4M9XKD"
          className="uppercase"
        />
      </Field>
      <Field
        id="contact-message"
        label={t('contact.fields.message')}
        hint={t('contact.fields.message-hint')}
        error={errors.message}
      >
        <Textarea name="message" required rows={7} maxLength={5000} className="min-h-40" />
      </Field>
      {/* The honeypot: people never see it; bots fill it in and get a fake success. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('contact.fields.honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-neutral-500 dark:text-neutral-400">{t('contact.form.privacy')}</p>
        <Button type="submit" size="lg" loading={busy} className="sm:min-w-44">
          <Send className="size-4" aria-hidden="true" />
          {t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
