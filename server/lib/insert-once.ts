import type { Collection } from 'mongoose';
import { isUniqueViolation } from './http/errors';

/**
 * Creates a document under a fixed `_id` unless it exists; answers whether this call created it.
 * Of several processes starting together on an empty database exactly one wins (an insert under
 * the unique `_id` is exclusive on FerretDB too), and every one then reads the winner's: how the
 * secrets the server generates for itself (the session secret, the VAPID keys) are made once.
 */
export async function insertOnce(
  collection: Collection,
  id: string,
  fields: Record<string, unknown>,
): Promise<boolean> {
  try {
    const now = new Date();
    await collection.insertOne({ _id: id as never, ...fields, createdAt: now, updatedAt: now });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
