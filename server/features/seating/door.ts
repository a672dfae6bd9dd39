import { isValidObjectId } from 'mongoose';
import { seatedTableOf, seatingPublished } from './guest-view';

export { seatingPublished } from './guest-view';

/**
 * The table a signed-in guest sits at, once the seating chart is published (the live quiz plays
 * tables as teams); null when it is not published or the guest has no seat.
 */
export async function publishedTableOf(
  guestId: string | undefined,
): Promise<{ tableId: string; tableName: string } | null> {
  if (!guestId || !isValidObjectId(guestId) || !(await seatingPublished())) return null;
  const table = await seatedTableOf(guestId);
  return table ? { tableId: table._id.toString(), tableName: table.tableName } : null;
}
