import { plainDecimal } from '@biclou/domain/formats';
import type {
  AdminPayoutDetailResponse,
  AdminPayoutListQuerySchema,
  AdminPayoutListResponse,
} from '@biclou/contracts/admin-money';
import { maskIban } from '@biclou/domain/iban';
import type { z } from 'zod';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import type { AdminAction } from '@biclou/contracts/admin';
import { recordAdminAction } from '../shared';
import { failPayout, processPayout, toPayouts, type PayoutDecisionHook, type PayoutRow } from '../../payouts';
import { ledgerOf, partiesOf } from './admin-money-repository';
import { bankingOf, findPayout, listPayoutsPage, payoutsCreatedBetween } from './payout-admin-repository';
import { ledgerLines, listingTitle } from './admin-bookings';
import { toCsv } from './csv';
import { decodeCursor, pageOf } from './keyset';

const payoutNotFound = () => AppError.notFound('This payout does not exist.');

export async function adminListPayouts(
  ctx: RequestContext,
  q: z.output<typeof AdminPayoutListQuerySchema>,
): Promise<AdminPayoutListResponse> {
  const rows = await listPayoutsPage(ctx.deps.db, { ...q, cursor: decodeCursor(q.cursor) });
  const page = pageOf(rows, q.limit, (r) => [r.sortKey, r.id]);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      ref: r.ref,
      status: r.status,
      amountCents: r.amountCents,
      currency: r.currency,
      listing: { id: r.listingId, title: listingTitle(r) },
      owner: r.owner,
      kycStatus: r.kycStatus,
      ibanMasked: r.iban ? maskIban(r.iban) : null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function adminGetPayout(ctx: RequestContext, payoutId: string): Promise<AdminPayoutDetailResponse> {
  const { db } = ctx.deps;
  const row = await findPayout(db, payoutId);
  if (!row) throw payoutNotFound();
  const [[payout], [owner], banking, ledger] = await Promise.all([
    toPayouts(db, [row]),
    partiesOf(db, [row.ownerId]),
    bankingOf(db, row.ownerId),
    ledgerOf(db, { payoutId: row.id }),
  ]);
  return {
    payout: payout!,
    owner: owner!,
    banking: banking
      ? {
          holderName: banking.holderName,
          ibanMasked: maskIban(banking.iban),
          ibanLast4: banking.iban.slice(-4),
          bic: banking.bic,
          kycStatus: banking.kycStatus,
          kycCheckedAt: banking.kycCheckedAt?.toISOString() ?? null,
        }
      : null,
    ledger: ledgerLines(ledger),
  };
}

const view = (p: PayoutRow) => ({ status: p.status, amountCents: p.amountCents, failureReason: p.failureReason });
const audit =
  (adminId: string, action: AdminAction, reason: string | null): PayoutDecisionHook =>
  async (tx, before, after) => {
    await recordAdminAction(tx, {
      adminId,
      action,
      objectType: 'payout',
      objectId: before.id,
      before: view(before),
      after: view(after),
      reason,
    });
  };

/** The payouts module's process operation, audited in its transaction. */
export async function adminProcessPayout(ctx: RequestContext, adminId: string, payoutId: string) {
  return processPayout(ctx, adminId, payoutId, audit(adminId, 'payout.process', null));
}

/** The payouts module's fail operation, audited in its transaction. */
export async function adminFailPayout(ctx: RequestContext, adminId: string, payoutId: string, reason: string) {
  return failPayout(ctx, adminId, payoutId, reason, audit(adminId, 'payout.fail', reason.trim()));
}

const PAYOUT_CSV_HEADER = [
  'ref',
  'created_at',
  'status',
  'amount',
  'currency',
  'owner_email',
  'owner_name',
  'listing',
  'holder_name',
  'iban',
  'bic',
  'failure_reason',
  'decided_at',
];

/**
 * The payouts created in a period (Europe/Paris days are not needed here: UTC dates, inclusive),
 * as CSV for the accountant. The IBAN is masked but for its last 4 like everywhere in the admin.
 */
export async function exportPayoutsCsv(ctx: RequestContext, from: string, to: string): Promise<string> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  const rows = await payoutsCreatedBetween(ctx.deps.db, start, end);
  return toCsv(
    PAYOUT_CSV_HEADER,
    rows.map((r) => [
      r.ref,
      r.createdAt.toISOString(),
      r.status,
      plainDecimal(r.amountCents / 100, 2),
      r.currency,
      r.owner.email,
      `${r.owner.firstname} ${r.owner.lastname}`,
      listingTitle(r),
      r.holderName,
      r.iban ? maskIban(r.iban) : null,
      r.bic,
      r.failureReason,
      r.status === 'pending' ? null : r.updatedAt.toISOString(),
    ]),
  );
}
