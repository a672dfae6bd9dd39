import type { Collection } from 'mongoose';
import { isDuplicateKey } from './http/errors';

const isDuplicateWriteError = (e: unknown) =>
  (e as { code?: number }).code === 11000 || isDuplicateKey((e as { err?: unknown }).err);

/**
 * Inserts documents under a unique index, each on its own (unordered): answers, for each, whether
 * it was inserted (false: one with the same key was already there). Any other failure throws.
 */
export async function insertEach(
  collection: Collection,
  docs: Record<string, unknown>[],
): Promise<boolean[]> {
  const inserted = docs.map(() => true);
  if (docs.length === 0) return inserted;
  try {
    await collection.insertMany(docs, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
    const errors: unknown[] = Array.isArray(writeErrors) ? writeErrors : [];
    if (errors.length === 0 && docs.length === 1 && isDuplicateKey(error)) return [false];
    if (errors.length === 0 || !errors.every(isDuplicateWriteError)) throw error;
    for (const e of errors) {
      const index = (e as { index?: number }).index;
      if (typeof index !== 'number') throw error;
      inserted[index] = false;
    }
  }
  return inserted;
}

/** Inserts documents under a unique index; those already there are kept as they are. */
export async function insertIgnoringDuplicates(
  collection: Collection,
  docs: Record<string, unknown>[],
): Promise<void> {
  await insertEach(collection, docs);
}
