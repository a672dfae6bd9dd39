import type { Types } from 'mongoose';
import {
  GUEST_IMPORT_HOUSEHOLD_MESSAGES,
  type GuestImportResult,
  type GuestImportRow,
} from '../../../protocol/admin-guest-import';
import type { Household } from '../../../protocol/households';
import { HttpError } from '../../lib/http/errors';
import type { HouseholdsService } from '../households/door';

type Refused = GuestImportResult['refused'][number];
type Row = { line: number; row: GuestImportRow };
export type StoredRow = Row & { guestId: Types.ObjectId };

/** A household label as rows are grouped by it: spaces and case aside. */
const labelKey = (label: string) => label.trim().replace(/\s+/g, ' ').toLowerCase();

/** An unnamed household's label: its members' full names, as the export writes it. */
const membersLabel = (household: Household) =>
  household.members.map((member) => `${member.firstName} ${member.lastName}`.trim()).join(' & ');

const touchesHousehold = (row: GuestImportRow) =>
  Boolean(row.household) || row.companionsAllowed !== undefined || Boolean(row.companions?.length);

/**
 * Rows of one household must agree on Companions allowed: the later rows that disagree with the
 * first are refused before anything is written (the guest's other cells included).
 */
export function refuseDisagreeingRows<R extends Row>(rows: R[], refused: Refused[]): R[] {
  const allowed = new Map<string, number>();
  return rows.filter(({ line, row }) => {
    if (!row.household || row.companionsAllowed === undefined) return true;
    const key = labelKey(row.household);
    const first = allowed.get(key);
    if (first === undefined) allowed.set(key, row.companionsAllowed);
    else if (first !== row.companionsAllowed) {
      refused.push({
        row: line,
        email: row.email,
        reason: GUEST_IMPORT_HOUSEHOLD_MESSAGES.allowedDisagrees,
      });
      return false;
    }
    return true;
  });
}

/**
 * After the rows' guests are stored: rows with the same Household end in one household, moved
 * there through the households' service (so the organizers' screens hear of it). The household
 * kept is, in order: one already named so; an unnamed one whose members' names are the label (a
 * file exported and imported again); the one holding most of these guests; else a new one. A
 * household every member of which is in the group is merged in whole (its companions and their
 * seats come along); from any other, only the group's guests move. Companions allowed is set;
 * named companions are added where the household does not have them yet (an unnamed companion
 * named first), never removed by a file.
 */
export async function applyHouseholds(
  rows: StoredRow[],
  households: HouseholdsService,
  refused: Refused[],
): Promise<void> {
  const relevant = rows.filter(({ row }) => touchesHousehold(row));
  if (relevant.length === 0) return;
  const list = await households.list();
  const groups = new Map<string, StoredRow[]>();
  for (const item of relevant) {
    // Without a Household cell, the row speaks for the household the guest is in.
    const key = item.row.household
      ? `label:${labelKey(item.row.household)}`
      : `guest:${item.guestId.toString()}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const claimed = new Set<string>();
  for (const group of groups.values()) {
    try {
      await applyGroup(group, list, claimed, households);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      for (const { line, row } of group)
        refused.push({ row: line, email: row.email, reason: error.message });
    }
  }
}

async function applyGroup(
  group: StoredRow[],
  list: Household[],
  claimed: Set<string>,
  households: HouseholdsService,
): Promise<void> {
  const label = group[0]!.row.household;
  const guestIds = [...new Set(group.map((item) => item.guestId.toString()))];
  const holding = (id: string) => list.find((h) => h.members.some((m) => m.id === id));
  let target: Household | undefined;
  if (label) {
    const key = labelKey(label);
    const open = list.filter((h) => !claimed.has(h.id));
    target =
      open.find((h) => h.name && labelKey(h.name) === key) ??
      open.find((h) => !h.name && labelKey(membersLabel(h)) === key) ??
      mostHolding(guestIds.flatMap((id) => holding(id) ?? []).filter((h) => !claimed.has(h.id)));
  } else {
    target = holding(guestIds[0]!);
  }
  let id = target?.id;
  if (!id) id = (await households.create(guestIds)).id;
  claimed.add(id);
  if (label && target) {
    const sources = new Map(guestIds.flatMap((g) => holding(g) ?? []).map((h) => [h.id, h]));
    for (const source of sources.values()) {
      if (source.id === id) continue;
      if (source.members.every((member) => guestIds.includes(member.id))) {
        await households.merge(id, source.id);
      } else {
        for (const member of source.members.filter((m) => guestIds.includes(m.id))) {
          await households.moveMember(id, member.id);
        }
      }
    }
    const key = labelKey(label);
    if (key !== labelKey(target.name) && (target.name || key !== labelKey(membersLabel(target)))) {
      await households.rename(id, label.trim().replace(/\s+/g, ' '));
    }
  } else if (label && !target) {
    await households.rename(id, label.trim().replace(/\s+/g, ' '));
  }
  const allowed = group.find((item) => item.row.companionsAllowed !== undefined)?.row
    .companionsAllowed;
  if (allowed !== undefined) await households.setCompanionsAllowed(id, allowed);
  const names = group.flatMap((item) => item.row.companions ?? []);
  if (names.length) await addCompanions(guestIds[0]!, names, households);
}

/** The household most of these guests are in (the first such on a tie). */
function mostHolding(held: Household[]): Household | undefined {
  const counts = new Map<string, number>();
  for (const household of held) counts.set(household.id, (counts.get(household.id) ?? 0) + 1);
  let best: Household | undefined;
  for (const household of held) {
    if (!best || counts.get(household.id)! > counts.get(best.id)!) best = household;
  }
  return best;
}

/** Names the household's companions not there yet: an unnamed one first, else a new one. */
async function addCompanions(guestId: string, names: string[], households: HouseholdsService) {
  const household = await households.mine(guestId);
  const companions: { id?: string; name: string | undefined; child: boolean }[] =
    household.companions.map((c) => ({
      id: c.id,
      name: c.name ?? undefined,
      child: c.child,
    }));
  const known = new Set(companions.flatMap((c) => (c.name ? [labelKey(c.name)] : [])));
  let changed = false;
  for (const name of names) {
    if (known.has(labelKey(name))) continue;
    known.add(labelKey(name));
    changed = true;
    const unnamed = companions.find((c) => !c.name);
    if (unnamed) unnamed.name = name;
    else companions.push({ name, child: false });
  }
  if (!changed) return;
  await households.nameCompanions(guestId, {
    companions,
  });
}
