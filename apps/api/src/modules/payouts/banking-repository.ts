import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@biclou/db/client';
import { bankingDetails, users } from '@biclou/db/schema';

export type BankingRow = typeof bankingDetails.$inferSelect;
type BankingChanges = Partial<typeof bankingDetails.$inferInsert>;

export async function findBanking(tx: DbOrTx, userId: string): Promise<BankingRow | undefined> {
  const [row] = await tx.select().from(bankingDetails).where(eq(bankingDetails.userId, userId));
  return row;
}

/** The user's details, locked until the transaction ends. */
export async function lockBanking(tx: DbOrTx, userId: string): Promise<BankingRow | undefined> {
  const [row] = await tx.select().from(bankingDetails).where(eq(bankingDetails.userId, userId)).for('update');
  return row;
}

export async function insertBanking(tx: DbOrTx, values: typeof bankingDetails.$inferInsert) {
  await tx.insert(bankingDetails).values(values);
}

export async function updateBankingOf(tx: DbOrTx, userId: string, changes: BankingChanges) {
  await tx.update(bankingDetails).set(changes).where(eq(bankingDetails.userId, userId));
}

/** Updates the details only if they are still `account` (a verification belongs to one bank account). */
export async function updateBankingIfUnchanged(
  tx: DbOrTx,
  account: Pick<BankingRow, 'userId' | 'iban' | 'bic' | 'holderName'>,
  changes: BankingChanges,
) {
  await tx
    .update(bankingDetails)
    .set(changes)
    .where(
      and(
        eq(bankingDetails.userId, account.userId),
        eq(bankingDetails.iban, account.iban),
        eq(bankingDetails.bic, account.bic),
        eq(bankingDetails.holderName, account.holderName),
      ),
    );
}

/** The user's row, whatever its state (deleted accounts included). */
export async function findProfile(tx: DbOrTx, userId: string) {
  const [u] = await tx.select().from(users).where(eq(users.id, userId));
  return u;
}

/** The owner's row, locked: one payout request of an owner at a time. */
export async function lockOwner(tx: DbOrTx, userId: string) {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return u;
}

/** Who a payout mail goes to. */
export async function payoutRecipient(tx: DbOrTx, ownerId: string) {
  const [to] = await tx
    .select({ email: users.email, firstname: users.firstname, locale: users.locale })
    .from(users)
    .where(eq(users.id, ownerId));
  return to;
}

/** The KYC status of the Stripe account `accountRef`, its details row locked. */
export async function lockStripeAccountKyc(tx: DbOrTx, accountRef: string) {
  const [row] = await tx
    .select({ kycStatus: bankingDetails.kycStatus })
    .from(bankingDetails)
    .where(and(eq(bankingDetails.provider, 'stripe'), eq(bankingDetails.providerAccountRef, accountRef)))
    .for('update');
  return row;
}

export async function updateStripeAccountBanking(tx: DbOrTx, accountRef: string, changes: BankingChanges) {
  await tx
    .update(bankingDetails)
    .set(changes)
    .where(and(eq(bankingDetails.provider, 'stripe'), eq(bankingDetails.providerAccountRef, accountRef)));
}
