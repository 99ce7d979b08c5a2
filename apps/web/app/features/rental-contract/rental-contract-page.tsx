import type { CategoriesResponse } from '@biclou/contracts/catalog';
import type { SettingsResponse } from '@biclou/contracts/settings';
import { DISPUTE_REASONS } from '@biclou/domain/dispute-reasons';
import { REVIEW_PUBLICATION_DAYS } from '@biclou/domain/content-constants';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { CancelationRuleList } from '../../components/cancelation-rule-list';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import type { Locale } from '../../lib/i18n/locales';
import { localLabel, localName } from '../../lib/i18n/local-name';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { formatNumber } from '../../lib/numbers';
import { settingsNumbers } from '../../lib/settings-numbers';
import {
  bpToPct,
  CONTRACT_EXAMPLE as E,
  contractCancelationTerms,
  contractPrice,
  type ContractDates,
} from './contract-example';
import { CLAIM_WINDOW_HOURS } from '@biclou/domain/deposit-rules';

interface RentalContractPageProps {
  settings: SettingsResponse | null;
  catalog: CategoriesResponse | null;
  /** The most a payout takes to reach the bank, in days. */
  transferDays: number;
  /** The example's dates as the reader's language writes them (formatted by the loader: `contractDates`). */
  dates: ContractDates;
}

/**
 * The print stylesheet: a clean A4 page with the document only (no header, footer or page chrome),
 * black on white whatever the colour mode.
 */
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 16mm 15mm 18mm; }
  html, body { background: #fff !important; }
  body header, body footer, [data-print-hide] { display: none !important; }
  #rental-contract { border: 0 !important; box-shadow: none !important; padding: 0 !important; margin: 0 !important; max-width: none !important; }
  #rental-contract, #rental-contract * { color: #111 !important; border-color: #999 !important; }
  #rental-contract, #rental-contract *:not([aria-hidden]) { background: transparent !important; }
  #rental-contract section { break-inside: avoid; }
  #rental-contract-wrap { padding: 0 !important; max-width: none !important; }
}`;

const h2 = 'text-base font-semibold text-neutral-900 dark:text-white';
const p = 'mt-2 text-sm leading-6 text-neutral-700 dark:text-neutral-300';

/**
 * /rental-contract: what a Biclou booking agrees between owner and renter, filled with an example
 * booking; every figure comes from the live booking settings or the domain's constants.
 */
export function RentalContractPage({ settings, catalog, transferDays, dates }: RentalContractPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const price = contractPrice(settings);
  const terms = contractCancelationTerms(settings);
  const money = (cents: number) => formatMoney(cents, E.currency, locale);
  const pct = (bp: number) => formatNumber(bpToPct(bp), locale);
  const size = catalog?.sizes.find((s) => s.code === E.bike.size);
  const category = catalog?.categories.find((c) => c.slug === E.bike.category);
  const { creditDays, responseHours } = settingsNumbers(settings);
  const days = (count: number) => t('counts.days', { count });
  const country = (code: string) => countryName(settings, code, locale);

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div
        className="border-b border-neutral-200 bg-gradient-to-b from-primary-50/80 to-white dark:border-neutral-800 dark:from-primary-950/40 dark:to-neutral-950"
        data-print-hide
      >
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">
            {t('rental-contract.eyebrow')}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-neutral-900 sm:text-5xl dark:text-white">
            {t('titles.rental-contract')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-neutral-600 dark:text-neutral-300">
            {t('rental-contract.lead')}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Button type="button" size="lg" onClick={() => window.print()} data-testid="contract-print">
              <Printer className="size-5" aria-hidden="true" />
              {t('rental-contract.print')}
            </Button>
            <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('rental-contract.print-hint')}</p>
          </div>
        </Container>
      </div>

      <Container id="rental-contract-wrap" className="py-10 sm:py-14">
        <article
          id="rental-contract"
          className="mx-auto max-w-3xl rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10 dark:border-neutral-800 dark:bg-neutral-900"
          aria-labelledby="contract-title"
          data-testid="rental-contract"
        >
          <div className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-200 pb-5 dark:border-neutral-800">
            <div>
              <h2 id="contract-title" className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
                {t('rental-contract.doc.title')}
              </h2>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                {t('rental-contract.doc.subtitle', { date: dates.madeOn })}
              </p>
            </div>
            <p className="rounded-lg border border-dashed border-neutral-300 px-3 py-1.5 text-sm font-medium text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
              {t('rental-contract.doc.reference', { ref: E.reference })}
            </p>
          </div>

          <div className="mt-6 space-y-7">
            <Clause n={1} title={t('rental-contract.parties.title')}>
              <dl className="mt-3 grid gap-4 sm:grid-cols-2">
                <Party
                  role={t('rental-contract.parties.owner')}
                  name={E.owner.name}
                  place={`${E.owner.city}, ${country(E.owner.country)}`}
                  note={t('rental-contract.parties.owner-note')}
                />
                <Party
                  role={t('rental-contract.parties.renter')}
                  name={E.renter.name}
                  place={`${E.renter.city}, ${country(E.renter.country)}`}
                  note={t('rental-contract.parties.renter-note')}
                />
              </dl>
              <p className={p}>{t('rental-contract.parties.platform')}</p>
            </Clause>

            <Clause n={2} title={t('rental-contract.bike.title')}>
              <Facts
                rows={[
                  [t('rental-contract.bike.model'), `${E.bike.brand} ${E.bike.model}`],
                  [
                    t('rental-contract.bike.type'),
                    [
                      category ? localName(category, locale) : E.bike.category,
                      E.bike.ebike && t('rental-contract.bike.ebike'),
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  ],
                  [t('listings.fields.size'), size ? localLabel(size, locale) : E.bike.size],
                  [t('rental-contract.bike.marking'), E.bike.marking],
                  [t('rental-contract.bike.new-value'), money(E.bike.newValueCents)],
                  [
                    t('rental-contract.bike.accessories'),
                    E.accessories
                      .map((a) =>
                        a.pricePerDayCents
                          ? t('rental-contract.bike.accessory-priced', {
                              name: t(`rental-contract.accessories.${a.key}`),
                              price: money(a.pricePerDayCents),
                            })
                          : t('rental-contract.bike.accessory-free', {
                              name: t(`rental-contract.accessories.${a.key}`),
                            }),
                      )
                      .join(', '),
                  ],
                ]}
              />
              <p className={p}>{t('rental-contract.bike.state')}</p>
            </Clause>

            <Clause n={3} title={t('rental-contract.dates.title')}>
              <Facts
                rows={[
                  [t('rental-contract.dates.times'), dates.times],
                  [t('rental-contract.dates.length'), t('rental-contract.dates.days', { count: price.days })],
                ]}
              />
              <p className={p}>{t('rental-contract.dates.handover')}</p>
            </Clause>

            <Clause n={4} title={t('rental-contract.price.title')}>
              <table className="mt-3 w-full text-sm" data-testid="contract-price">
                <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
                  <PriceRow
                    label={t('rental-contract.price.base', { count: price.days, price: money(E.pricePerDayCents) })}
                    value={money(price.base)}
                  />
                  {price.discount > 0 && (
                    <PriceRow label={t('rental-contract.price.discount')} value={`− ${money(price.discount)}`} />
                  )}
                  {price.accessories > 0 && (
                    <PriceRow label={t('rental-contract.price.accessories')} value={money(price.accessories)} />
                  )}
                  <PriceRow label={t('rental-contract.price.subtotal')} value={money(price.subtotal)} />
                  <PriceRow
                    label={t('rental-contract.price.service-fee', { pct: pct(settings?.serviceFeeRateBp ?? 1000) })}
                    value={money(price.serviceFee)}
                  />
                  <PriceRow label={t('rental-contract.price.total')} value={money(price.pricePaidByBuyer)} strong />
                </tbody>
              </table>
              <p className={p}>
                {t('rental-contract.price.owner', {
                  pct: pct(settings?.commissionRateBp ?? 1500),
                  commission: money(price.commission),
                  earnings: money(price.ownerEarnings),
                })}
              </p>
              <p className={p}>
                {t('rental-contract.price.payment', { credit: days(creditDays), transfer: days(transferDays) })}
              </p>
              <p className={p}>{t('rental-contract.price.long-stays', { d7: E.discount7Pct, d30: E.discount30Pct })}</p>
            </Clause>

            <Clause n={5} title={t('rental-contract.deposit.title')}>
              <p className={p}>{t('rental-contract.deposit.amount', { amount: money(E.depositCents) })}</p>
              <p className={p}>{t('rental-contract.deposit.rules', { count: CLAIM_WINDOW_HOURS })}</p>
            </Clause>

            <Clause n={6} title={t('rental-contract.cancelation.title')}>
              <p className={p}>
                {t('rental-contract.cancelation.option', {
                  option: t(`listings.cancelation.options.${E.cancelationOption}.label`),
                })}
              </p>
              <CancelationRuleList terms={terms} className="mt-3" />
              <p className={p}>{t('rental-contract.cancelation.owner')}</p>
              <p className={p}>{t('rental-contract.cancelation.requests', { count: responseHours })}</p>
            </Clause>

            <Clause n={7} title={t('rental-contract.use.title')}>
              <p className="mt-2 text-sm font-medium text-neutral-900 dark:text-white">
                {t('rental-contract.use.renter')}
              </p>
              <ul className="mt-1 list-disc space-y-1.5 pl-5 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
                {(['care', 'lock', 'rider', 'incident', 'return'] as const).map((k) => (
                  <li key={k}>{t(`rental-contract.use.renter-${k}`)}</li>
                ))}
              </ul>
              <p className="mt-3 text-sm font-medium text-neutral-900 dark:text-white">
                {t('rental-contract.use.owner')}
              </p>
              <ul className="mt-1 list-disc space-y-1.5 pl-5 text-sm leading-6 text-neutral-700 dark:text-neutral-300">
                {(['condition', 'accessories', 'adjust'] as const).map((k) => (
                  <li key={k}>{t(`rental-contract.use.owner-${k}`)}</li>
                ))}
              </ul>
            </Clause>

            <Clause n={8} title={t('rental-contract.disputes.title')}>
              <p className={p}>{t('rental-contract.disputes.when', { count: creditDays })}</p>
              <p className={p}>
                {t('rental-contract.disputes.reasons', {
                  reasons: DISPUTE_REASONS.map((r) => t(`bookings.dispute.reasons.${r}`).toLowerCase()).join(' · '),
                })}
              </p>
              <p className={p}>{t('rental-contract.disputes.decision')}</p>
              <p className={p}>{t('rental-contract.disputes.reviews', { count: REVIEW_PUBLICATION_DAYS })}</p>
            </Clause>
          </div>

          <div className="mt-10 grid gap-6 sm:grid-cols-2" data-testid="contract-signatures">
            {[t('rental-contract.parties.owner'), t('rental-contract.parties.renter')].map((role) => (
              <div key={role} className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
                <p className="text-sm font-semibold text-neutral-900 dark:text-white">{role}</p>
                <p className="mt-1 text-xs text-neutral-500 dark:text-neutral-400">{t('rental-contract.signature')}</p>
                <div className="mt-10 border-b border-neutral-300 dark:border-neutral-700" />
              </div>
            ))}
          </div>
          <p className="mt-8 text-xs leading-5 text-neutral-500 dark:text-neutral-400">
            {t('rental-contract.doc.note')}
          </p>
        </article>
      </Container>
    </>
  );
}

function countryName(settings: SettingsResponse | null, code: string, locale: Locale): string {
  const c = settings?.countries.find((x) => x.code === code);
  return c ? localName(c, locale) : code;
}

function Clause({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`contract-clause-${n}`}>
      <h3 id={`contract-clause-${n}`} className={h2}>
        {n}. {title}
      </h3>
      {children}
    </section>
  );
}

function Party({ role, name, place, note }: { role: string; name: string; place: string; note: string }) {
  return (
    <div className="rounded-xl bg-neutral-50 p-4 dark:bg-neutral-950/60">
      <dt className="text-xs font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">{role}</dt>
      <dd className="mt-1 text-sm text-neutral-900 dark:text-white">
        <span className="font-semibold">{name}</span>
        <span className="block text-neutral-600 dark:text-neutral-400">{place}</span>
        <span className="mt-1 block text-xs text-neutral-500 dark:text-neutral-400">{note}</span>
      </dd>
    </div>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-neutral-500 dark:text-neutral-400">{label}</dt>
          <dd className="font-medium text-neutral-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PriceRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr
      className={strong ? 'font-semibold text-neutral-900 dark:text-white' : 'text-neutral-700 dark:text-neutral-300'}
    >
      <th scope="row" className={`py-2 pr-4 text-left ${strong ? 'font-semibold' : 'font-normal'}`}>
        {label}
      </th>
      <td className="py-2 text-right tabular-nums">{value}</td>
    </tr>
  );
}
