import { Types, type AnyBulkWriteOperation } from 'mongoose';
import {
  GUEST_LIST_ERRORS,
  changedImportFields,
  guestImportRowSchema,
  type GuestImportResult,
  type GuestImportRow,
} from '../../../protocol/admin-guests';
import { presentAdminGuest, splitName } from './admin-present';
import type { AdminGuestsService } from './admin-service';
import { isUniqueViolation } from '../../lib/http/errors';
import { generateInviteCode, INVITE_CODE_ATTEMPTS, isInviteCodeClash } from './invite-code';
import { GuestModel, type GuestDocument } from './model';
import type { HouseholdsService } from '../households/door';
import { applyHouseholds, refuseDisagreeingRows, type StoredRow } from './household-import';

type Refused = GuestImportResult['refused'][number];
type Row = { line: number; row: GuestImportRow };

/** Rows written per database call: keeps each command small on FerretDB too. */
const CHUNK = 500;

/** The update a row makes to a stored guest; null when it changes nothing ('unchanged'). */
export function rowUpdate(row: GuestImportRow, current: GuestDocument) {
  const changed = changedImportFields(row, presentAdminGuest(current));
  if (!changed.length) return null;
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  for (const key of changed) {
    if (key === 'name') Object.assign($set, splitName(row.name));
    else if (row[key] === '') $unset[key] = '';
    else $set[key] = row[key];
  }
  // A plus one changed by the file now sizes the party, not an older RSVP.
  if (changed.includes('plusOne')) $unset.partySize = '';
  return { $set, $unset };
}

function newGuest(row: GuestImportRow) {
  const { name, email: _email, ...rest } = row;
  const now = new Date();
  return {
    _id: new Types.ObjectId(),
    ...splitName(name),
    email: row.email,
    ...Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''),
    ),
    rsvpStatus: row.rsvpStatus ?? 'pending',
    plusOne: row.plusOne ?? false,
    category: row.category ?? 'friends',
    invitationSent: row.invitationSent ?? false,
    isAuthenticated: false,
    inviteCode: generateInviteCode(),
    createdAt: now,
    updatedAt: now,
  };
}

type NewGuest = ReturnType<typeof newGuest>;

/**
 * Inserts new guests in unordered batches. A row that lost an invite-code draw gets a new code
 * and goes again; a row whose e-mail was added meanwhile is refused.
 */
async function insertNew(pending: { line: number; doc: NewGuest }[], refused: Refused[]) {
  const inserted: Types.ObjectId[] = [];
  let round = pending;
  for (let attempt = 1; round.length && attempt <= INVITE_CODE_ATTEMPTS; attempt += 1) {
    const retry: typeof round = [];
    for (let start = 0; start < round.length; start += CHUNK) {
      const chunk = round.slice(start, start + CHUNK);
      const failed = new Map<number, unknown>();
      try {
        await GuestModel.collection.insertMany(
          chunk.map((item) => item.doc),
          { ordered: false },
        );
      } catch (error) {
        const writeErrors = (
          error as { writeErrors?: { index: number; code?: number; errmsg?: string }[] }
        ).writeErrors;
        if (!writeErrors) throw error;
        for (const w of writeErrors) failed.set(w.index, { code: w.code, message: w.errmsg });
      }
      chunk.forEach((item, index) => {
        const error = failed.get(index);
        if (!error) inserted.push(item.doc._id);
        else if (isInviteCodeClash(error))
          retry.push({ ...item, doc: { ...item.doc, inviteCode: generateInviteCode() } });
        else
          refused.push({
            row: item.line,
            email: item.doc.email,
            reason: isUniqueViolation(error)
              ? GUEST_LIST_ERRORS.duplicateEmail
              : 'Could not be saved.',
          });
      });
    }
    round = retry;
  }
  return inserted;
}

/**
 * CSV import: every row checked again with the protocol schema, then upserted by e-mail in a few
 * bulk calls (no transactions, so it runs on FerretDB). Answers what happened to each row.
 */
export async function importGuests(
  rows: unknown[],
  guests: AdminGuestsService,
  households: HouseholdsService,
): Promise<GuestImportResult> {
  const refused: Refused[] = [];
  const checked: Row[] = [];
  const seen = new Set<string>();
  rows.forEach((raw, index) => {
    const line = index + 1;
    const parsed = guestImportRowSchema.safeParse(raw);
    if (!parsed.success) {
      const email = (raw as { email?: unknown } | null)?.email;
      refused.push({
        row: line,
        ...(typeof email === 'string' && email ? { email: email.slice(0, 254) } : {}),
        reason: parsed.error.issues[0]?.message ?? 'Invalid row',
      });
      return;
    }
    if (seen.has(parsed.data.email)) {
      refused.push({
        row: line,
        email: parsed.data.email,
        reason: GUEST_LIST_ERRORS.duplicateInFile,
      });
      return;
    }
    seen.add(parsed.data.email);
    checked.push({ line, row: parsed.data });
  });
  const valid = refuseDisagreeingRows(checked, refused);

  const existing = new Map<string, GuestDocument>();
  const emails = valid.map(({ row }) => row.email);
  for (let start = 0; start < emails.length; start += CHUNK) {
    const docs = await GuestModel.find({ email: { $in: emails.slice(start, start + CHUNK) } }).lean<
      GuestDocument[]
    >();
    for (const doc of docs) existing.set(doc.email, doc);
  }

  let unchanged = 0;
  // Each stored row's guest, for the households (a new guest's id is made before the insert).
  const stored: StoredRow[] = [];
  const updates: AnyBulkWriteOperation[] = [];
  const updatedIds: Types.ObjectId[] = [];
  const fresh: { line: number; doc: NewGuest }[] = [];
  for (const { line, row } of valid) {
    const current = existing.get(row.email);
    if (!current) {
      fresh.push({ line, doc: newGuest(row) });
      continue;
    }
    stored.push({ line, row, guestId: current._id });
    const update = rowUpdate(row, current);
    if (!update) {
      unchanged += 1;
      continue;
    }
    const { $set, $unset } = update;
    updatedIds.push(current._id);
    updates.push({
      updateOne: {
        filter: { _id: current._id },
        update: {
          $set: { ...$set, updatedAt: new Date() },
          ...(Object.keys($unset).length ? { $unset } : {}),
        },
      },
    });
  }
  for (let start = 0; start < updates.length; start += CHUNK) {
    await GuestModel.collection.bulkWrite(updates.slice(start, start + CHUNK) as never, {
      ordered: false,
    });
  }
  const createdIds = await insertNew(fresh, refused);
  const created = new Set(createdIds.map(String));
  for (const { line, doc } of fresh) {
    const row = valid.find((item) => item.line === line)!.row;
    if (created.has(doc._id.toString())) stored.push({ line, row, guestId: doc._id });
  }

  const touched = [...updatedIds, ...createdIds];
  const saved: GuestDocument[] = [];
  for (let start = 0; start < touched.length; start += CHUNK) {
    saved.push(
      ...(await GuestModel.find({ _id: { $in: touched.slice(start, start + CHUNK) } }).lean<
        GuestDocument[]
      >()),
    );
  }
  guests.publishSaved(saved);
  await applyHouseholds(stored, households, refused);
  refused.sort((a, b) => a.row - b.row);
  return { created: createdIds.length, updated: updatedIds.length, unchanged, refused };
}
