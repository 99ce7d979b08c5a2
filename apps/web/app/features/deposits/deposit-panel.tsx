import * as endpoints from '@biclou/contracts/endpoints';
import type { DepositResponse } from '@biclou/contracts/deposits';
import type { BookingStatus } from '@biclou/domain/booking-status';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Card } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { formatDateTime } from '../../lib/dates';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney, parseAmount } from '../../lib/money';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';
import { DepositSentence, depositStateOf, useDepositWords, type DepositSide } from './deposit-sentence';

/**
 * The booking page's deposit card (owner, renter, admin): the hold's amount and state, when it is
 * released, a declined hold's message, the owner's claim form within 48 h of the check-out, the
 * renter's answer, and the admin's decision with a live preview of what is captured and released.
 */
export function DepositPanel({
  deposit: d,
  bookingId,
  side,
  bookingStatus,
  refundCents,
  timeZone,
  claimPhotos,
}: {
  deposit: DepositResponse;
  bookingId: string;
  side: DepositSide;
  /** The bike's clock, named: the hold's release and the claim's deadline are written on it. */
  timeZone: string;
  /** The booking's status: the deposit's sentence depends on it before any hold. */
  bookingStatus: BookingStatus;
  /** The claim's photos, drawn by the page (they come with the handover reports). */
  claimPhotos?: ReactNode;
  /** What the renter would get back if the owner refused the handover (the booking's total). */
  refundCents?: number;
}) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const money = (cents: number) => formatMoney(cents, d.currency, locale);
  if (d.depositCents <= 0) return null;
  const hold = d.hold;
  return (
    <Card className="space-y-4 p-5" data-testid="deposit-panel">
      <h2 className="flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <ShieldCheck className="size-5 text-primary-600" aria-hidden="true" />
        {t('deposits.panel.title')}
      </h2>
      <DepositHeadline deposit={d} bookingStatus={bookingStatus} side={side} timeZone={timeZone} />
      {hold?.status === 'declined' && (
        <div data-testid="deposit-declined" className="space-y-3">
          <Alert tone="error" title={t('i16.declined-title')}>
            <p>{t(side === 'renter' ? 'deposits.declined.renter' : 'deposits.declined.owner')}</p>
            {hold.declineMessage && (
              <p className="mt-1">
                {t('i16.declined-reason', { message: translateServerMessage(i18n, hold.declineMessage) })}
              </p>
            )}
          </Alert>
          {d.can.refuseHandover && <RefuseHandover bookingId={bookingId} refund={money(refundCents ?? 0)} />}
        </div>
      )}
      {d.claim && (
        <div
          className="space-y-1 rounded-lg border border-neutral-200 p-3 text-sm dark:border-neutral-700"
          data-testid="deposit-claim"
        >
          <p className="font-medium">{t('deposits.claim.filed', { amount: money(d.claim.amountCents) })}</p>
          <p className="whitespace-pre-line text-neutral-700 dark:text-neutral-300">{d.claim.description}</p>
          {claimPhotos}
          {d.claim.renterAnswer && (
            <p className="whitespace-pre-line text-neutral-600 dark:text-neutral-400" data-testid="claim-answer">
              {t(side === 'renter' ? 'deposits.claim.your-answer' : 'deposits.claim.answer', {
                answer: d.claim.renterAnswer,
              })}
            </p>
          )}
          {d.claim.status === 'decided' && (
            <p className="font-medium">{t('deposits.claim.decided', { amount: money(d.claim.decidedCents ?? 0) })}</p>
          )}
        </div>
      )}
      {d.can.claim && <ClaimForm deposit={d} bookingId={bookingId} timeZone={timeZone} />}
      {d.can.answer && <AnswerForm bookingId={bookingId} />}
      {d.can.decide && <DecideForm deposit={d} bookingId={bookingId} money={money} />}
    </Card>
  );
}

/** The amount, its one-word state and its sentence (a declined hold has its own alert below instead). */
function DepositHeadline({
  deposit: d,
  bookingStatus,
  side,
  timeZone,
}: {
  deposit: DepositResponse;
  bookingStatus: BookingStatus;
  side: DepositSide;
  timeZone: string;
}) {
  const { locale } = useLocale();
  const state = depositStateOf({ status: bookingStatus, depositCents: d.depositCents }, d);
  const { label } = useDepositWords(state, d.currency, side, timeZone);
  return (
    <>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium text-neutral-800 dark:text-neutral-200">
          {formatMoney(d.depositCents, d.currency, locale)}
        </span>
        <span data-testid="deposit-status" className="text-neutral-600 dark:text-neutral-400">
          {label}
        </span>
      </p>
      {state.code !== 'declined' && (
        <DepositSentence
          state={state}
          currency={d.currency}
          side={side}
          timeZone={timeZone}
          className="text-sm text-neutral-600 dark:text-neutral-400"
        />
      )}
    </>
  );
}

function useSubmit() {
  const api = useApi();
  const { revalidate } = useRevalidator();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => ReturnType<typeof api.call>, done: string) {
    setBusy(true);
    setError(null);
    const res = await call();
    setBusy(false);
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    toast.success(t(done));
    await revalidate();
  }
  return { api, busy, error, run };
}

/** The owner refuses the handover after a declined hold: a confirmation, then the booking is canceled without penalty. */
function RefuseHandover({ bookingId, refund }: { bookingId: string; refund: string }) {
  const { t } = useTranslation();
  const { api, busy, error, run } = useSubmit();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button type="button" variant="outline" onClick={() => setAsking(true)} data-testid="refuse-handover">
        {t('i16.refuse.button')}
      </Button>
    );
  return (
    <div
      className="space-y-3 rounded-lg border border-red-200 p-3 text-sm dark:border-red-900"
      data-testid="refuse-confirm"
    >
      <FormAlert message={error} />
      <p className="text-neutral-800 dark:text-neutral-200">{t('i16.refuse.explain', { amount: refund })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="danger"
          disabled={busy}
          onClick={() =>
            run(() => api.call(endpoints.refuseHandover, { params: { bookingId }, quiet: true }), 'i16.refuse.done')
          }
        >
          {t('i16.refuse.confirm')}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
          {t('i16.refuse.keep')}
        </Button>
      </div>
    </div>
  );
}

function ClaimForm({
  deposit: d,
  bookingId,
  timeZone,
}: {
  deposit: DepositResponse;
  bookingId: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { api, busy, error, run } = useSubmit();
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [photoIds, setPhotoIds] = useState<string[]>(d.checkoutPhotoIds);
  const [local, setLocal] = useState<string | null>(null);
  const max = d.hold?.amountCents ?? 0;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const cents = parseAmount(amount);
    if (cents === null || Number.isNaN(cents) || cents < 1) return setLocal(t('deposits.errors.amount'));
    if (cents > max) return setLocal(t('deposits.errors.over'));
    if (!description.trim()) return setLocal(t('deposits.errors.description'));
    setLocal(null);
    await run(
      () =>
        api.call(endpoints.fileDepositClaim, {
          params: { bookingId },
          body: { amountCents: cents, description: description.trim(), photoIds },
          quiet: true,
        }),
      'deposits.claim.sent',
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="claim-form" noValidate>
      <h3 className="font-medium">{t('deposits.claim.title')}</h3>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t('deposits.claim.intro', {
          date: d.claimUntil ? formatDateTime(d.claimUntil, locale, timeZone, { zone: true }) : '',
        })}
      </p>
      <FormAlert message={local ?? error} />
      <Field id="claim-amount" label={t('deposits.claim.amount')}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Field id="claim-description" label={t('deposits.claim.description')}>
        <Textarea rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      {d.checkoutPhotoIds.length > 0 && (
        <label className="flex min-h-11 items-center gap-3 text-sm text-neutral-800 dark:text-neutral-200">
          <Checkbox
            checked={photoIds.length > 0}
            onChange={(e) => setPhotoIds(e.target.checked ? d.checkoutPhotoIds : [])}
            data-testid="claim-photos"
          />
          {t('deposits.claim.photos', { count: d.checkoutPhotoIds.length })}
        </label>
      )}
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        {t('deposits.claim.submit')}
      </Button>
    </form>
  );
}

function AnswerForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation();
  const { api, busy, error, run } = useSubmit();
  const [answer, setAnswer] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!answer.trim()) return;
    await run(
      () =>
        api.call(endpoints.answerDepositClaim, { params: { bookingId }, body: { answer: answer.trim() }, quiet: true }),
      'deposits.answer.sent',
    );
  }
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="claim-answer-form">
      <FormAlert message={error} />
      <Field id="claim-answer" label={t('deposits.answer.label')}>
        <Textarea rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} />
      </Field>
      <Button type="submit" disabled={busy || !answer.trim()}>
        {t('deposits.answer.submit')}
      </Button>
    </form>
  );
}

function DecideForm({
  deposit: d,
  bookingId,
  money,
}: {
  deposit: DepositResponse;
  bookingId: string;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const { api, busy, error, run } = useSubmit();
  const claimed = d.claim?.amountCents ?? 0;
  const held = d.hold?.amountCents ?? 0;
  const max = Math.min(claimed, held);
  const [amount, setAmount] = useState(String(max / 100));
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const cents = parseAmount(amount);
  const valid = cents !== null && !Number.isNaN(cents) && cents >= 0 && cents <= max;
  // Money leaves a card on this click: the admin sees the amount and confirms it first.
  function submit(e: FormEvent) {
    e.preventDefault();
    if (valid) setConfirming(true);
  }
  async function confirm() {
    if (!valid) return;
    await run(
      () =>
        api.call(endpoints.decideDepositClaim, {
          params: { bookingId },
          body: { capturedCents: cents, note: note.trim() || null },
          quiet: true,
        }),
      'deposits.decide.sent',
    );
    setConfirming(false);
  }
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="claim-decide-form">
      <h3 className="font-medium">{t('deposits.decide.title')}</h3>
      <FormAlert message={confirming ? null : error} />
      <Field id="decide-amount" label={t('deposits.decide.amount', { max: money(max) })}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} invalid={!valid} />
      </Field>
      <p className="text-sm" data-testid="decide-preview">
        {valid
          ? t('deposits.decide.preview', { captured: money(cents), released: money(held - cents) })
          : t('deposits.errors.decision')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setAmount(String(max / 100))}>
          {t('deposits.decide.all')}
        </Button>
        <Button type="button" variant="outline" onClick={() => setAmount('0')}>
          {t('deposits.decide.none')}
        </Button>
        <Button type="submit" disabled={busy || !valid}>
          {t('deposits.decide.submit')}
        </Button>
      </div>
      <Dialog
        open={confirming && valid}
        onOpenChange={(open) => !busy && setConfirming(open)}
        title={
          valid && cents > 0
            ? t('deposits.decide.confirm-title', { amount: money(cents) })
            : t('deposits.decide.confirm-title-none')
        }
        description={
          valid ? t('deposits.decide.preview', { captured: money(cents), released: money(held - cents) }) : ''
        }
      >
        <div className="space-y-4" data-testid="decide-confirm">
          <FormAlert message={error} />
          <Field id="decide-note" label={t('deposits.decide.note')}>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t('deposits.decide.back')}
            </Button>
            <Button type="button" variant="danger" disabled={busy} onClick={() => void confirm()}>
              {valid && cents > 0
                ? t('deposits.decide.confirm', { amount: money(cents) })
                : t('deposits.decide.confirm-none')}
            </Button>
          </div>
        </div>
      </Dialog>
    </form>
  );
}
