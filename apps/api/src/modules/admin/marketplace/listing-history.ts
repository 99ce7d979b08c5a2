import type { AdminListingHistoryEntry } from '@biclou/contracts/admin-marketplace';
import type { ListingStatus } from '@biclou/domain/listing-status';

const iso = (d: Date | string) => new Date(d).toISOString();

export interface ListingHistoryFacts {
  status: ListingStatus;
  createdAt: Date | string;
  publishedAt: Date | string | null;
  updatedAt: Date | string;
  deletedAt: Date | string | null;
  adminChanges: {
    action: 'listing.suspend' | 'listing.unsuspend';
    beforeStatus: ListingStatus | null;
    afterStatus: ListingStatus | null;
    reason: string | null;
    at: Date | string;
    adminName: string | null;
  }[];
}

type Change = ListingHistoryFacts['adminChanges'][number];

/**
 * The admins' changes in time order; changes written at the same instant (one clock tick) are put
 * in the order their statuses chain (each one's `before` is the previous one's `after`).
 */
function chained(changes: Change[]): Change[] {
  const left = [...changes].sort((a, b) => iso(a.at).localeCompare(iso(b.at)));
  const out: Change[] = [];
  let status: ListingStatus | null = null;
  while (left.length) {
    const at = iso(left[0]!.at);
    const tied = left.filter((c) => iso(c.at) === at);
    const head = (c: Change) => !tied.some((o) => o !== c && o.afterStatus === c.beforeStatus);
    const next = tied.find((c) => c.beforeStatus === status) ?? tied.find(head) ?? tied[0]!;
    left.splice(left.indexOf(next), 1);
    out.push(next);
    status = next.afterStatus;
  }
  return out;
}

/**
 * A listing's status history, derived from what is stored (there is no history table): created
 * (draft), first published (live), each admin suspension and lift (the audit log, with who and
 * why), deleted. The owner's pauses and reactivations leave no trace but `updated_at`, so when the
 * current status is not explained by the last known change, a last entry says "since" the last
 * update (`exact: false`). Newest first.
 */
export function listingHistory(f: ListingHistoryFacts): AdminListingHistoryEntry[] {
  const out: AdminListingHistoryEntry[] = [
    { at: iso(f.createdAt), status: 'draft', by: 'owner', adminName: null, reason: null, exact: true },
  ];
  if (f.publishedAt)
    out.push({ at: iso(f.publishedAt), status: 'live', by: 'owner', adminName: null, reason: null, exact: true });
  for (const c of chained(f.adminChanges))
    out.push({
      at: iso(c.at),
      status: c.afterStatus ?? (c.action === 'listing.suspend' ? 'suspended' : 'live'),
      by: 'admin',
      adminName: c.adminName,
      reason: c.reason,
      exact: true,
    });
  if (f.deletedAt)
    out.push({ at: iso(f.deletedAt), status: 'deleted', by: 'owner', adminName: null, reason: null, exact: true });
  out.sort((a, b) => a.at.localeCompare(b.at));
  const last = out.at(-1)!;
  if (last.status !== f.status)
    out.push({ at: iso(f.updatedAt), status: f.status, by: 'owner', adminName: null, reason: null, exact: false });
  return out.reverse();
}
