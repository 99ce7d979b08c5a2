import * as endpoints from '@biclou/contracts/endpoints';
import { CLAIM_WINDOW_HOURS } from '@biclou/domain/deposit-rules';
import type { Me } from '@biclou/contracts/account';
import { latestEnd, latestStart } from '@biclou/domain/booking-window';
import type { CancelationOptionKey } from '@biclou/domain/cancelation-options';
import type { InstantConditions } from '@biclou/domain/instant-booking';
import { CalendarCheck, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useApi } from '../../../context/api-context';
import type { IsoDate } from '../../../lib/calendar';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatMoney } from '../../../lib/money';
import { FormAlert } from '../../../components/form-alert';
import { CancelationRuleList } from '../../../components/cancelation-rule-list';
import { cancelationTerms } from '../../../lib/cancelation-rules';
import { AccessoryChecklist } from '../../../components/accessory-checklist';
import { useSession } from '../../../context/session-context';
import { useToast } from '../../../context/toasts/toast-context';
import { useBookingWindow } from '../../../context/use-booking-window';
import { PriceDetails } from '../../../components/price-details';
import { UnitsPicker } from '../../../components/units-picker';
import { BookingTimeFields } from '../../../components/booking-times/booking-time-fields';
import { useBookingQuote } from '../../../context/use-booking-quote';
import { useBookingTimes } from '../../../context/use-booking-times';
import { quoteProblems } from '../../../lib/quote-violations';
import { useSettingsNumbers } from '../../../context/use-settings-numbers';
import { InstantNote } from './instant-note';

const FIELDS = ['startDate', 'endDate', 'pickupTime', 'returnTime', 'noteForOwner', 'depositAcknowledged'] as const;

/** What the request form needs of the listing (the listing page's `ListingDisplay` has it all). */
interface RequestListing {
  id: string;
  title: string;
  accessories: { id: string; name: string; pricePerDayCents: number }[];
  currency: string;
  depositCents: number;
  minBookingDays: number;
  noticeDays: number;
  cancelationOption: CancelationOptionKey;
  instantConditions: InstantConditions;
}

interface RequestPageProps {
  listing: RequestListing;
  today: IsoDate;
  initial: {
    start: string;
    end: string;
    pickupTime?: string;
    returnTime?: string;
    accessoryIds: string[];
    /** How many of the listing's bikes (chosen on the listing page), 1 when absent. */
    units?: number;
  };
  /** The phone confirmation form (the account area's), composed in by the route; shown until the phone is confirmed. */
  phoneForm: (user: Me) => ReactNode;
}

/**
 * /listing/:listingId/request: dates, pickup and return times among the day's free hours,
 * accessories, a note, the server's price and rules, the deposit, then "Send request".
 */
export function RequestPage({ listing, today, initial, phoneForm }: RequestPageProps) {
  const { t, i18n } = useTranslation();
  const numbers = useSettingsNumbers();
  const { locale, lp } = useLocale();
  const { user, settings } = useSession();
  const limits = useBookingWindow();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const id = useId();
  const paid = listing.accessories.filter((a) => a.pricePerDayCents > 0);
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    new Set(initial.accessoryIds.filter((a) => paid.some((p) => p.id === a))),
  );
  const [note, setNote] = useState('');
  const [count, setCount] = useState(initial.units ?? 1);
  const [deposit, setDeposit] = useState(false);
  const [busy, setBusy] = useState(false);
  const { errors, formError, showFields, showApiError, clear } = useFormErrors(FIELDS);
  const accessoryIds = paid.filter((a) => chosen.has(a.id)).map((a) => a.id);
  const times = useBookingTimes({
    listingId: listing.id,
    today,
    start,
    end,
    initial,
    noticeDays: listing.noticeDays,
  });
  const timed = times.ready ? { pickupTime: times.pickup.time, returnTime: times.return.time } : {};
  // Without times only when the days could not be read: then the request is the owner's whole days.
  const {
    quote,
    loading,
    error: quoteError,
  } = useBookingQuote(
    listing.id,
    times.active && (times.ready || times.failed) ? { start, end, ...timed, accessoryIds, units: count } : null,
  );
  const money = (cents: number) => formatMoney(cents, listing.currency, locale);
  const phoneOk = Boolean(user?.phoneVerified);
  const quoted = quoteProblems(quote?.violations ?? [], i18n, ['phone_not_confirmed']);
  // What the last answer said of a field, else what the quote says of it now.
  const fieldError = (field: (typeof FIELDS)[number]) =>
    errors[field] ?? (quoted.fields as Record<string, string | undefined>)[field];
  const timesMissing = times.active && !times.ready && !times.failed;
  // The quote's word on instant booking: accepted as soon as it is sent, or an ordinary request.
  const instantNow = quote?.instant?.unmet.length === 0;
  const toggle = (accessoryId: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(accessoryId)) next.delete(accessoryId);
      else next.add(accessoryId);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    if (!start || !end)
      return showFields({
        [start ? 'endDate' : 'startDate']: [start ? 'Enter a valid end date.' : 'Enter a valid start date.'],
      });
    if (!deposit && listing.depositCents > 0)
      return showFields({ depositAcknowledged: ['Please acknowledge the deposit.'] });
    setBusy(true);
    const body = {
      listingId: listing.id,
      startDate: start,
      endDate: end,
      ...timed,
      accessoryIds,
      units: count,
      noteForOwner: note.trim() || null,
      depositAcknowledged: true as const,
    };
    const res = await api.call(endpoints.createBooking, { body, quiet: true });
    if (!res.ok) {
      setBusy(false);
      return showApiError(res.error);
    }
    const { booking } = res.data;
    // Accepted at once: straight on to paying, within the instant window.
    if (booking.status === 'accepted') {
      toast.success(t('bookings.request.booked'));
      return navigate(lp(`/dashboard/trips/${booking.id}/pay`));
    }
    toast.success(t('bookings.request.sent', { count: numbers.responseHours }));
    await navigate(lp(`/dashboard/trips/${booking.id}`));
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <LocaleLink
        to={`/listing/${listing.id}`}
        className="text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
      >
        ← {listing.title}
      </LocaleLink>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl dark:text-white">
        {instantNow ? t('bookings.request.title-instant') : t('bookings.request.title')}
      </h1>
      {!instantNow && (
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">
          {t('bookings.request.intro', { count: numbers.responseHours })}
        </p>
      )}
      {quote?.instant && (
        <div className="mt-4">
          <InstantNote
            unmet={quote.instant.unmet}
            conditions={listing.instantConditions}
            responseHours={numbers.responseHours}
          />
        </div>
      )}

      {!phoneOk && user && (
        <div className="mt-6 space-y-3" data-testid="phone-required">
          <Alert tone="warning">
            {translateServerMessage(i18n, 'Please confirm your phone number before booking.')}
          </Alert>
          {phoneForm(user)}
        </div>
      )}

      <form noValidate onSubmit={submit} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card className="space-y-5 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">{t('bookings.request.when')}</h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`${id}-start`} label={t('listings.preview.start')} error={fieldError('startDate')}>
                <Input
                  name="startDate"
                  type="date"
                  className="h-11 dark:[color-scheme:dark]"
                  value={start}
                  min={times.earliestStart}
                  max={latestStart(today, limits.maxAdvanceMonths)}
                  onChange={(e) => setStart(e.target.value)}
                />
              </Field>
              <Field id={`${id}-end`} label={t('listings.preview.end')} error={fieldError('endDate')}>
                <Input
                  name="endDate"
                  type="date"
                  className="h-11 dark:[color-scheme:dark]"
                  value={end}
                  min={start || times.earliestStart}
                  max={start ? latestEnd(start, limits.maxBookingDays) : undefined}
                  onChange={(e) => setEnd(e.target.value)}
                />
              </Field>
            </div>
            {times.active && (
              <BookingTimeFields
                id={`${id}-times`}
                pickup={times.pickup}
                return={times.return}
                errors={{ pickupTime: fieldError('pickupTime'), returnTime: fieldError('returnTime') }}
                gapClassName="gap-3"
              />
            )}
            {listing.minBookingDays > 1 && (
              <p className="text-xs text-neutral-500 dark:text-neutral-400">
                {t('bookings.request.min-days', { count: listing.minBookingDays })}
              </p>
            )}
            <AccessoryChecklist
              accessories={paid}
              chosen={chosen}
              onToggle={toggle}
              money={money}
              legendClassName="text-sm text-neutral-800 dark:text-neutral-200"
            />
            <Field
              id={`${id}-note`}
              label={t('bookings.request.note')}
              hint={t('bookings.request.note-hint')}
              optional={t('common.optional')}
              error={errors.noteForOwner}
            >
              <Textarea rows={4} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            </Field>
          </Card>
          <Card className="space-y-3 p-5 sm:p-6">
            <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">
              {t('bookings.request.cancelation')}
            </h2>
            <CancelationRuleList terms={cancelationTerms(settings?.cancelationOptions, listing.cancelationOption)} />
          </Card>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-4 p-5" data-testid="request-summary">
            <h2 className="text-lg font-semibold text-neutral-900 dark:text-white">{t('bookings.request.price')}</h2>
            {quote && (
              <UnitsPicker
                fleet={Math.max(quote.units.free, count)}
                free={quote.units.free}
                value={count}
                onChange={setCount}
              />
            )}
            {quote ? (
              <PriceDetails price={quote.price} />
            ) : (
              <p className="text-sm text-neutral-500 dark:text-neutral-400">
                {loading ? t('bookings.request.pricing') : t('bookings.request.choose-dates')}
              </p>
            )}
            {quoteError && <Alert tone="warning">{translateServerMessage(i18n, quoteError)}</Alert>}
            {quoted.general.map((v) => (
              <Alert key={v.code} tone="warning">
                {v.text}
              </Alert>
            ))}
            {listing.depositCents > 0 && (
              <label className="flex items-start gap-2.5 rounded-xl bg-neutral-50 p-3 text-sm text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
                <Checkbox
                  name="depositAcknowledged"
                  checked={deposit}
                  onChange={(e) => setDeposit(e.target.checked)}
                  invalid={Boolean(errors.depositAcknowledged)}
                />
                <span>
                  <ShieldCheck className="mr-1 inline size-4 text-primary-600" aria-hidden="true" />
                  {t('bookings.request.deposit', {
                    deposit: formatMoney(quote?.depositCents ?? listing.depositCents, listing.currency, locale),
                    count: CLAIM_WINDOW_HOURS,
                  })}
                </span>
              </label>
            )}
            {errors.depositAcknowledged && (
              <p className="text-sm text-red-600 dark:text-red-400">{errors.depositAcknowledged}</p>
            )}
            <FormAlert message={formError} />
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={busy}
              disabled={!phoneOk || quoted.any || timesMissing}
            >
              <CalendarCheck className="size-5" aria-hidden="true" />
              {instantNow ? t('bookings.request.submit-instant') : t('bookings.request.submit')}
            </Button>
            <p className="text-center text-xs text-neutral-500 dark:text-neutral-400">
              {instantNow ? t('bookings.request.instant.pay-next') : t('bookings.request.no-charge')}
            </p>
          </Card>
        </aside>
      </form>
    </div>
  );
}
