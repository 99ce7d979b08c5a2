import type {
  AdminListingDetail,
  AdminListingListQuery,
  AdminListingListResponse,
  AdminListingRow,
} from '@biclou/contracts/admin-marketplace';
import { findListingTransition } from '@biclou/domain/listing-status';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { decodeCursor, keysetPage, recordAdminAction } from '../shared';
import { adminListingDetail, adminListingPage, type AdminListingSqlRow } from './listing-admin-repository';
import { listingStatusActions, lockListingForAdmin, setListingSuspension } from './listing-suspension-repository';
import { listingHistory } from './listing-history';
import { mailListingModeration, type ListingMailTarget } from './listing-mails';

const iso = (d: string | Date) => new Date(d).toISOString();
const isoOrNull = (d: string | Date | null) => (d === null ? null : iso(d));

function toRow(r: AdminListingSqlRow): AdminListingRow {
  return {
    id: r.id,
    title: [r.brand, r.model].filter(Boolean).join(' ').trim(),
    status: r.status,
    city: r.city,
    country: r.country,
    category:
      r.category_id && r.category_name_en && r.category_name_fr
        ? { id: r.category_id, nameEn: r.category_name_en, nameFr: r.category_name_fr }
        : null,
    isElec: r.is_elec,
    pricePerDayCents: r.price_per_day_cents,
    currency: r.currency,
    owner: {
      id: r.owner_id,
      firstname: r.owner_firstname,
      lastname: r.owner_lastname,
      email: r.owner_email,
      isPro: r.owner_is_pro,
    },
    suspendedReason: r.suspended_reason,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** GET /admin/listings: filters, search, one sort, keyset pages (never an offset, never the whole table). */
export async function listAdminListings(
  ctx: RequestContext,
  query: AdminListingListQuery,
): Promise<AdminListingListResponse> {
  const after = decodeCursor(query.cursor);
  if (after) {
    const fits =
      query.sort === 'price'
        ? typeof after.key === 'number'
        : typeof after.key === 'string' && !Number.isNaN(Date.parse(after.key));
    if (!fits) throw AppError.field('cursor', 'Invalid cursor.');
  }
  const found = await adminListingPage(ctx.deps.db, query, after);
  const page = keysetPage(found, query.limit, (r) =>
    query.sort === 'price' ? Number(r.sort_key) : String(r.sort_key),
  );
  return { items: page.rows.map(toRow), nextCursor: page.nextCursor };
}

export async function getAdminListing(ctx: RequestContext, listingId: string): Promise<AdminListingDetail> {
  const r = await adminListingDetail(ctx.deps.db, listingId);
  if (!r) throw AppError.notFound('Listing not found');
  const changes = await listingStatusActions(ctx.deps.db, listingId);
  return {
    ...toRow(r),
    brand: r.brand,
    model: r.model,
    descriptionEn: r.description_en,
    descriptionFr: r.description_fr,
    address: r.address,
    postalCode: r.postal_code,
    subCategory:
      r.sub_category_id && r.sub_name_en && r.sub_name_fr
        ? { id: r.sub_category_id, nameEn: r.sub_name_en, nameFr: r.sub_name_fr }
        : null,
    sizeCode: r.size_code,
    depositCents: r.deposit_cents,
    cancelationOption: r.cancelation_option,
    photoKeys: r.photo_keys ?? [],
    bookingCount: Number(r.booking_count),
    publishedAt: isoOrNull(r.published_at),
    deletedAt: isoOrNull(r.deleted_at),
    history: listingHistory({
      status: r.status,
      createdAt: r.created_at,
      publishedAt: r.published_at,
      updatedAt: r.updated_at,
      deletedAt: r.deleted_at,
      adminChanges: changes.map((c) => ({
        action: c.action,
        beforeStatus: c.before_status,
        afterStatus: c.after_status,
        reason: c.reason,
        at: c.created_at,
        adminName: c.admin_firstname ? `${c.admin_firstname} ${c.admin_lastname ?? ''}`.trim() : null,
      })),
    }),
  };
}

/**
 * Suspend (with a reason) or lift a suspension, through the listing state machine
 * (domain/listing-status.ts: suspend from draft/live/paused, reinstate → paused). The status,
 * the reason the owner sees and the audit row commit together; the owner's email follows the commit.
 * Search, place pages (and their counts, kept by the listings trigger) and the sitemap read only
 * live listings, so a suspended one leaves them at once.
 */
export async function moderateListing(
  ctx: RequestContext,
  adminId: string,
  listingId: string,
  action: 'suspend' | 'reinstate',
  reason: string | null,
): Promise<AdminListingDetail> {
  const { db, clock } = ctx.deps;
  const now = clock.now();
  const target = await db.transaction(async (tx): Promise<ListingMailTarget | null> => {
    const listing = await lockListingForAdmin(tx, listingId);
    if (!listing) throw AppError.notFound('Listing not found');
    const transition = findListingTransition(listing.status, action, 'admin');
    if (!transition)
      throw AppError.conflict(
        action === 'suspend' ? `A ${listing.status} listing cannot be suspended.` : 'This listing is not suspended.',
      );
    const nextReason = action === 'suspend' ? reason : null;
    await setListingSuspension(tx, listing.id, transition.to, nextReason, now);
    await recordAdminAction(tx, {
      adminId,
      action: action === 'suspend' ? 'listing.suspend' : 'listing.unsuspend',
      objectType: 'listing',
      objectId: listing.id,
      before: { status: listing.status, suspendedReason: listing.suspended_reason },
      after: { status: transition.to, suspendedReason: nextReason },
      reason: action === 'suspend' ? reason : (reason ?? null),
      at: now,
    });
    if (listing.owner_deleted) return null;
    return {
      listingId: listing.id,
      title: listing.title,
      email: listing.owner_email,
      firstname: listing.owner_firstname,
      locale: listing.owner_locale,
      reason: reason ?? '',
    };
  });
  if (target)
    await mailListingModeration(ctx.deps, target, action === 'suspend' ? 'suspended' : 'unsuspended', ctx.log);
  return getAdminListing(ctx, listingId);
}
