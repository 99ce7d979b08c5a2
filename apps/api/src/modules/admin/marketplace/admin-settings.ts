import type { z } from 'zod';
import type {
  AdminCountry,
  AdminCountryRequestSchema,
  AdminSettings,
  AdminSettingsRequestSchema,
} from '@biclou/contracts/admin-marketplace';
import { CANCELATION_OPTIONS, type CancelationOptionKey } from '@biclou/domain/cancelation-options';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { recordAdminAction } from '../shared';
import {
  listAllCountries,
  lockBookingSettings,
  lockCountry,
  otherActiveCountries,
  readBookingSettings,
  writeBookingSettings,
  writeCountry,
  type BookingSettingsRow,
  type CountryRow,
} from './settings-admin-repository';

type SettingsInput = z.output<typeof AdminSettingsRequestSchema>;
type CountryInput = z.output<typeof AdminCountryRequestSchema>;

function toSettings(row: BookingSettingsRow): AdminSettings {
  const stored = (row.cancelationOptions ?? {}) as Partial<AdminSettings['cancelationOptions']>;
  const option = (k: CancelationOptionKey) => ({
    delayDays: stored[k]?.delayDays ?? CANCELATION_OPTIONS[k].delayDays,
    refundBeforeDelayPct: stored[k]?.refundBeforeDelayPct ?? CANCELATION_OPTIONS[k].refundBeforeDelayPct,
    refundAfterDelayPct: stored[k]?.refundAfterDelayPct ?? CANCELATION_OPTIONS[k].refundAfterDelayPct,
  });
  const options = {
    no_notice: option('no_notice'),
    short_notice: option('short_notice'),
    medium_notice: option('medium_notice'),
    strict: option('strict'),
  };
  return {
    serviceFeeRateBp: row.serviceFeeRateBp,
    commissionRateBp: row.commissionRateBp,
    requestExpiryHours: row.requestExpiryHours,
    instantPaymentWindowMinutes: row.instantPaymentWindowMinutes,
    maxOpenRequests: row.maxOpenRequests,
    minPayoutCents: row.minPayoutCents,
    creditDelayDays: row.creditDelayDays,
    maxBookingDays: row.maxBookingDays,
    maxAdvanceMonths: row.maxAdvanceMonths,
    cancelationOptions: options,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getAdminSettings(ctx: RequestContext): Promise<AdminSettings> {
  const row = await readBookingSettings(ctx.deps.db);
  if (!row) throw AppError.notFound('Settings are missing');
  return toSettings(row);
}

const withoutDate = ({ updatedAt: _u, ...rest }: AdminSettings) => rest;

/**
 * PUT /admin/settings. New bookings read these rates when they are priced; a booking stores a copy
 * of its rates and cancellation rule (bookings.service_fee_rate_bp, commission_rate_bp,
 * cancelation_rule), so nothing already requested changes. The audit row keeps before and after.
 */
export async function updateAdminSettings(
  ctx: RequestContext,
  adminId: string,
  body: SettingsInput,
): Promise<AdminSettings> {
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockBookingSettings(tx);
    if (!current) throw AppError.notFound('Settings are missing');
    const before = withoutDate(toSettings(current));
    const row = await writeBookingSettings(tx, {
      serviceFeeRateBp: body.serviceFeeRateBp,
      commissionRateBp: body.commissionRateBp,
      requestExpiryHours: body.requestExpiryHours,
      instantPaymentWindowMinutes: body.instantPaymentWindowMinutes,
      maxOpenRequests: body.maxOpenRequests,
      minPayoutCents: body.minPayoutCents,
      creditDelayDays: body.creditDelayDays,
      maxBookingDays: body.maxBookingDays,
      maxAdvanceMonths: body.maxAdvanceMonths,
      cancelationOptions: body.cancelationOptions,
      updatedAt: now,
    });
    const after = toSettings(row);
    await recordAdminAction(tx, {
      adminId,
      action: 'settings.update',
      objectType: 'settings',
      objectId: 'booking',
      before,
      after: withoutDate(after),
      at: now,
    });
    return after;
  });
}

const toCountry = (r: CountryRow): AdminCountry => ({
  code: r.code,
  nameEn: r.nameEn,
  nameFr: r.nameFr,
  dialCode: r.dialCode,
  currency: r.currency,
  active: r.active,
  priority: r.priority,
  vatRateBp: r.vatRateBp,
});

export async function listAdminCountries(ctx: RequestContext): Promise<AdminCountry[]> {
  return (await listAllCountries(ctx.deps.db)).map(toCountry);
}

/** PUT /admin/countries/:code — never the last enabled country (422 on `active`). */
export async function updateAdminCountry(
  ctx: RequestContext,
  adminId: string,
  code: string,
  body: CountryInput,
): Promise<AdminCountry> {
  return ctx.deps.db.transaction(async (tx) => {
    const current = await lockCountry(tx, code);
    if (!current) throw AppError.notFound('Country not found');
    if (current.active && !body.active && (await otherActiveCountries(tx, code)) === 0)
      throw AppError.field('active', 'At least one country must stay enabled.');
    const row = await writeCountry(tx, code, {
      nameEn: body.nameEn,
      nameFr: body.nameFr,
      active: body.active,
      currency: body.currency,
      dialCode: body.dialCode,
      priority: body.priority,
      vatRateBp: body.vatRateBp,
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'country.update',
      objectType: 'country',
      objectId: code,
      before: toCountry(current),
      after: toCountry(row),
      at: ctx.deps.clock.now(),
    });
    return toCountry(row);
  });
}
