// TEMPORARY STUB (i14-admin-c): replaced by i14-admin-a's foundation at merge.
import type { Tx } from '@biclou/db/client';

export interface AdminActionInput {
  adminId: string;
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

export async function recordAdminAction(_tx: Tx, _input: AdminActionInput): Promise<void> {}
