import { isDuplicateKey } from '../../lib/http/errors';
import { SmsOutboxModel } from './model';

/** Inserts delivery records; one already there for the same announcement and phone is kept. */
export async function insertIgnoringDuplicates(records: Record<string, unknown>[]): Promise<void> {
  if (records.length === 0) return;
  try {
    await SmsOutboxModel.collection.insertMany(records, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown[] }).writeErrors;
    const onlyDuplicates = Array.isArray(writeErrors)
      ? writeErrors.every(
          (e) =>
            (e as { code?: number }).code === 11000 || isDuplicateKey((e as { err?: unknown }).err),
        )
      : isDuplicateKey(error);
    if (!onlyDuplicates) throw error;
  }
}
