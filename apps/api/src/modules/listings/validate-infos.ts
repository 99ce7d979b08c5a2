import type { z } from 'zod';
import type { ListingInfosRequestSchema } from '@biclou/contracts/listings';
import type { DbOrTx } from '@biclou/db/client';
import { ebikeFactsToStore } from '@biclou/domain/ebike-facts';
import { AppError } from '../../platform/http/app-error';
import { findCategory, findSize, findSubCategory } from '../catalog';
import type { NewListing } from './listing-repository';

export type ListingInfosInput = z.output<typeof ListingInfosRequestSchema>;

/**
 * Step 1's references must exist, and the sub-category must belong to the category; answers the
 * columns to write. A plain bike's e-bike facts are dropped (the contract has checked an e-bike's).
 */
export async function validateInfos(tx: DbOrTx, input: ListingInfosInput): Promise<Partial<NewListing>> {
  const fields: Record<string, string[]> = {};
  // One after the other: `tx` is a transaction (one connection, one statement at a time).
  const category = await findCategory(tx, input.categoryId);
  const size = await findSize(tx, input.sizeCode);
  if (!category) fields.categoryId = ['Choose a category.'];
  if (!size) fields.sizeCode = ['Choose a size.'];
  if (category && input.subCategoryId && !(await findSubCategory(tx, category.id, input.subCategoryId))) {
    fields.subCategoryId = ['Choose a sub-category of this category.'];
  }
  if (Object.keys(fields).length) throw AppError.validation(fields);
  return {
    categoryId: input.categoryId,
    subCategoryId: input.subCategoryId ?? null,
    isElec: input.isElec,
    brand: input.brand,
    model: input.model,
    sizeCode: input.sizeCode,
    ...ebikeFactsToStore(input),
  };
}
