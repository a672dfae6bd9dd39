import { isValidObjectId, type Types } from 'mongoose';
import {
  SEAT_SEARCH_LIMIT,
  type MySeat,
  type SeatSearchResult,
  type SeatingPublication,
} from '../../../protocol/seating';
import type { Viewer } from '../../lib/auth/viewer';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { findGuest, guestIdsByEmails } from '../guests/door';
import { allCompanions } from '../households/door';
import { companionSeat } from './companions';
import {
  SeatingAssignmentModel,
  SeatingSettingsModel,
  SeatingTableModel,
  type SeatingAssignmentDocument,
  type SeatingTableDocument,
} from './model';

const SETTINGS_ID = 'seating';
export const PLUS_ONE_SUFFIX = ':plus-one';

/** A name as the finder compares it: no accents, no case, single spaces. */
const comparable = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether the organizers published the seating chart. */
export async function seatingPublished(): Promise<boolean> {
  const settings = await SeatingSettingsModel.findById(SETTINGS_ID).lean<{
    published?: boolean;
  }>();
  return Boolean(settings?.published);
}

/** The table a guest sits at (by their guest-list id, or seated by hand under their e-mail). */
export async function seatedTableOf(guestId: string): Promise<SeatingTableDocument | null> {
  let assignment = await SeatingAssignmentModel.findOne({
    guestId,
  }).lean<SeatingAssignmentDocument>();
  if (!assignment) {
    // Seated by hand (a client-made guestId): the same person by e-mail.
    const guest = await findGuest(guestId);
    if (guest?.email) {
      const sameEmail = await SeatingAssignmentModel.find({
        guestEmail: guest.email.toLowerCase(),
      })
        .sort({ createdAt: 1 })
        .lean<SeatingAssignmentDocument[]>();
      assignment = sameEmail.find((row) => !row.guestId.endsWith(PLUS_ONE_SUFFIX)) ?? null;
    }
  }
  if (!assignment) return null;
  return SeatingTableModel.findById(assignment.tableId).lean<SeatingTableDocument>();
}

/**
 * What guests see of the seating, and only once organizers publish it: a signed-in guest their own
 * table (pushed to their socket alone), anyone a table number and name found by a guest's name.
 * Nobody else's e-mail, notes or dietary needs ever leave the organizers' screens.
 */
export class GuestView {
  constructor(private readonly hub: RealtimeHub) {}

  published(): Promise<boolean> {
    return seatingPublished();
  }

  async setPublished(published: boolean): Promise<SeatingPublication> {
    await SeatingSettingsModel.updateOne(
      { _id: SETTINGS_ID },
      { $set: { published } },
      { upsert: true },
    );
    this.hub.publish('seating', 'seating:published', { published });
    this.hub.publish('seat', 'seat:published', { published });
    const all = await SeatingAssignmentModel.find().lean<SeatingAssignmentDocument[]>();
    await this.push(all, true);
    return { published };
  }

  /** The viewer's own table, if they signed in with an invite code and the seating is public. */
  async mySeat(viewer: Pick<Viewer, 'guestId'>): Promise<MySeat> {
    const published = await this.published();
    const signedIn = Boolean(viewer.guestId && isValidObjectId(viewer.guestId));
    if (!signedIn || !published) return { published, signedIn, table: null };
    return { published, signedIn, table: await this.tableOf(viewer.guestId!) };
  }

  private async tableOf(guestId: string): Promise<MySeat['table']> {
    const table = await seatedTableOf(guestId);
    return table ? { tableNumber: table.tableNumber, tableName: table.tableName } : null;
  }

  /**
   * A guest's exact full name (whatever its case and accents) → table number and name, when the
   * seating is public. Never a partial match: two letters must not list the whole chart.
   */
  async find(name: string): Promise<SeatSearchResult> {
    if (!(await this.published())) return { published: false, matches: [] };
    const wanted = comparable(name);
    // Compared here, not in a query: accent folding is beyond FerretDB, and a chart is a few
    // hundred short rows.
    const [stored, companions] = await Promise.all([
      SeatingAssignmentModel.find()
        .select({ guestId: 1, guestName: 1, tableId: 1 })
        .sort({ guestName: 1 })
        .lean<Pick<SeatingAssignmentDocument, 'guestId' | 'guestName' | 'tableId'>[]>(),
      allCompanions(),
    ]);
    // A companion named since they were seated is found by the name their household gave.
    const named = new Map(
      companions.flatMap((c) => (c.name ? [[companionSeat(c.id), c.name] as const] : [])),
    );
    const chart = stored.map((row) => ({
      ...row,
      guestName: named.get(row.guestId) ?? row.guestName,
    }));
    const rows = chart
      .filter((row) => comparable(row.guestName) === wanted)
      .slice(0, SEAT_SEARCH_LIMIT);
    const tables = await SeatingTableModel.find({
      _id: { $in: [...new Set(rows.map((row) => row.tableId.toString()))] },
    }).lean<SeatingTableDocument[]>();
    const byId = new Map(tables.map((table) => [table._id.toString(), table]));
    return {
      published: true,
      matches: rows.flatMap((row) => {
        const table = byId.get(row.tableId.toString());
        return table
          ? [
              {
                guestName: row.guestName,
                tableNumber: table.tableNumber,
                tableName: table.tableName,
              },
            ]
          : [];
      }),
    };
  }

  /** Tells the guests of these assignments (their sockets only) where they sit now. */
  async notify(docs: SeatingAssignmentDocument[]): Promise<void> {
    if (docs.length === 0 || !(await this.published())) return;
    await this.push(docs, false);
  }

  async notifyTable(tableId: Types.ObjectId): Promise<void> {
    if (!(await this.published())) return;
    await this.push(
      await SeatingAssignmentModel.find({ tableId }).lean<SeatingAssignmentDocument[]>(),
      false,
    );
  }

  private async push(docs: SeatingAssignmentDocument[], publishing: boolean): Promise<void> {
    const guestIds = new Set<string>();
    const emails: string[] = [];
    for (const doc of docs) {
      if (doc.guestId.endsWith(PLUS_ONE_SUFFIX)) continue;
      if (isValidObjectId(doc.guestId)) guestIds.add(doc.guestId);
      else emails.push(doc.guestEmail.toLowerCase());
    }
    if (emails.length) {
      for (const id of await guestIdsByEmails(emails)) guestIds.add(id.toString());
    }
    for (const guestId of guestIds) {
      const seat = await this.mySeat({ guestId });
      if (!publishing && !seat.published) continue;
      this.hub.publish('seat', 'seat:mine', seat, { audience: { segment: guestId } });
    }
  }
}
