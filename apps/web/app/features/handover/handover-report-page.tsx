import * as endpoints from '@biclou/contracts/endpoints';
import type { HandoverKind } from '@biclou/domain/handover-checklist';
import type { HandoverResponse } from '@biclou/contracts/handover';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { endpointUrl } from '../../lib/api-endpoint';
import { API_BASE } from '../../lib/constants';
import { formatDate } from '../../lib/dates';
import { formatBookingTimes } from '../../lib/booking-times';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';
import { Comparison, ReportBody, ReportStatusBadge } from './handover-parts';

/** The renter's answer to a submitted report: confirm, or contest with a comment. */
function AnswerForm({ bookingId, kind }: { bookingId: string; kind: HandoverKind }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [contesting, setContesting] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(answer: 'confirm' | 'contest', e?: FormEvent) {
    e?.preventDefault();
    setError(null);
    if (answer === 'contest' && !comment.trim()) return setCommentError(t('handover.errors.comment'));
    setCommentError(undefined);
    setBusy(true);
    const res = await api.call(endpoints.answerHandover, {
      params: { bookingId, kind },
      body: { answer, comment: comment.trim() },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) {
      if (res.error.fields?.comment) return setCommentError(t('handover.errors.comment'));
      return setError(translateServerMessage(i18n, res.error.message));
    }
    toast.success(t(answer === 'confirm' ? 'handover.answer.confirmed' : 'handover.answer.contested'));
    await revalidate();
  }

  return (
    <form
      onSubmit={(e) => void send('contest', e)}
      noValidate
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 print:hidden dark:border-amber-800 dark:bg-amber-950/40"
      data-testid={`answer-${kind}`}
    >
      <p className="text-sm font-medium text-amber-900 dark:text-amber-100">{t('handover.answer.intro')}</p>
      <FormAlert message={error} />
      {contesting ? (
        <>
          <Field id={`contest-${kind}`} label={t('handover.answer.comment')} error={commentError}>
            <Textarea rows={3} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={1000} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={busy} data-testid="send-contest">
              {t('handover.answer.send-contest')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setContesting(false)}>
              {t('handover.answer.back')}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy} onClick={() => void send('confirm')} data-testid="confirm-report">
            {t('handover.answer.confirm')}
          </Button>
          <Button type="button" variant="outline" onClick={() => setContesting(true)} data-testid="contest-report">
            {t('handover.answer.contest')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * The print stylesheet: the report alone on A4 (no site header, footer or dashboard menu), black on
 * white whatever the colour mode, photos kept.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 14mm 14mm 16mm; }
  html, body { background: #fff !important; }
  body header, body footer, body aside, [data-print-hide] { display: none !important; }
  main > * { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  #handover-report, #handover-report * { color: #111 !important; border-color: #bbb !important; box-shadow: none !important; }
  #handover-report *:not(img) { background: transparent !important; }
}`;

/**
 * Both reports of a booking, the comparison, the renter's answer and the printable version
 * (the page prints without the site's chrome; the PDF comes from the API).
 */
export function HandoverReportPage({ handover: h }: { handover: HandoverResponse }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const back =
    h.viewer === 'renter'
      ? `/dashboard/trips/${h.booking.id}`
      : h.viewer === 'admin'
        ? `/admin/bookings/${h.booking.id}`
        : `/dashboard/bookings/${h.booking.id}`;
  return (
    <div className="space-y-6" data-testid="handover-report" id="handover-report">
      <style>{PRINT_CSS}</style>
      <LocaleLink
        to={back}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline print:hidden dark:text-primary-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('handover.back')}
      </LocaleLink>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('handover.report.title')}
        </h1>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {h.booking.listingTitle} · {t('handover.report.ref', { ref: h.booking.ref })}
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          <span data-testid="report-times">
            {formatBookingTimes(h.booking.pickupAt, h.booking.returnAt, locale, h.booking.timeZone)}
          </span>{' '}
          · {t('handover.report.parties', { owner: h.booking.ownerName, renter: h.booking.renterName })}
        </p>
        <div className="flex flex-wrap gap-2 pt-2 print:hidden">
          <Button type="button" variant="outline" size="sm" onClick={() => window.print()} data-testid="print-report">
            <Printer className="size-4" aria-hidden="true" />
            {t('handover.report.print')}
          </Button>
          <a
            href={`${API_BASE}${endpointUrl(endpoints.getHandoverPdf, { params: { bookingId: h.booking.id }, query: { lang: locale === 'fr' ? 'fr' : 'en' } })}`}
            className="inline-flex items-center gap-1.5 rounded-lg border border-neutral-300 px-3 py-1.5 text-sm font-medium text-neutral-800 hover:bg-neutral-50 dark:border-neutral-700 dark:text-neutral-200 dark:hover:bg-neutral-800"
            data-testid="download-pdf"
            download
          >
            <Download className="size-4" aria-hidden="true" />
            {t('handover.report.pdf')}
          </a>
        </div>
      </div>
      {h.comparison && (
        <Card className="space-y-3 p-5">
          <h2 className="font-semibold text-neutral-900 dark:text-white">{t('handover.compare.title')}</h2>
          <Comparison comparison={h.comparison} />
        </Card>
      )}
      {(['checkin', 'checkout'] as const).map((kind) => {
        const r = h[kind];
        return (
          <Card key={kind} className="space-y-4 p-5 print:break-inside-avoid" data-testid={`section-${kind}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-neutral-900 dark:text-white">{t(`handover.kind.${kind}`)}</h2>
              {r && <ReportStatusBadge status={r.status} />}
            </div>
            {r ? (
              <>
                <ReportBody report={r} timeZone={h.booking.timeZone} />
                {h.viewer === 'renter' && r.status === 'submitted' && (
                  <AnswerForm bookingId={h.booking.id} kind={kind} />
                )}
              </>
            ) : (
              <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid={`absence-${kind}`}>
                {h.absence[kind].absence === 'due'
                  ? t(`handover.report.due-${kind}`, { date: formatDate(h.absence[kind].on ?? '', locale) })
                  : t(`handover.report.${h.absence[kind].absence}`)}
              </p>
            )}
          </Card>
        );
      })}
    </div>
  );
}
