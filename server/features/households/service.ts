import { randomUUID } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { z } from 'zod';
import {
  HOUSEHOLD_MESSAGES,
  type companionsBodySchema,
  type Household,
} from '../../../protocol/households';
import { HttpError } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { guestsByIds } from '../guests/door';
import { ensureHouseholds } from './migrate';
import { HouseholdMemberModel, HouseholdModel, type HouseholdDocument } from './model';
import { presentHousehold } from './present';

type Id = Types.ObjectId;
type CompanionsBody = z.output<typeof companionsBodySchema>;
const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Households and their companions. Every write publishes the households it changed on the
 * organizers' `households` topic once stored; a household left without members is not listed
 * (and is announced removed), its document kept so that a late write to it cannot fail.
 */
export class HouseholdsService {
  constructor(private readonly hub: RealtimeHub) {}

  async list(): Promise<Household[]> {
    await ensureHouseholds();
    const members = await HouseholdMemberModel.find().lean<{ _id: Id; householdId: Id }[]>();
    const ids = [...new Set(members.map((member) => member.householdId.toString()))];
    const docs = await HouseholdModel.find({ _id: { $in: ids } })
      .sort({ _id: 1 })
      .lean<HouseholdDocument[]>();
    const guests = await guestsByIds(members.map((member) => member._id));
    const byId = new Map(guests.map((guest) => [guest._id.toString(), guest]));
    return docs.flatMap((doc) => {
      const own = members.filter((member) => member.householdId.equals(doc._id));
      const present = own.flatMap((member) => byId.get(member._id.toString()) ?? []);
      return present.length > 0 ? [presentHousehold(doc, present)] : [];
    });
  }

  /** The household of a guest signed in with their invite code (made at once for a new guest). */
  async mine(guestId: string | undefined): Promise<Household> {
    const householdId = await this.householdIdOf(guestId);
    return this.read(householdId);
  }

  async create(memberIds: string[]): Promise<Household> {
    const guests = await this.guestsOnList(memberIds);
    await ensureHouseholds();
    const before = await this.householdsOfGuests(guests);
    const created = await HouseholdModel.create({ companionsAllowed: 0, companions: [] });
    await HouseholdMemberModel.updateMany(
      { _id: { $in: guests } },
      { $set: { householdId: created._id } },
    );
    return this.announce(created._id, before);
  }

  async moveMember(householdId: string, guestId: string): Promise<Household> {
    const target = await this.existing(householdId);
    const [guest] = await this.guestsOnList([guestId]);
    await ensureHouseholds();
    const before = await this.householdsOfGuests([guest]);
    await HouseholdMemberModel.updateOne({ _id: guest }, { $set: { householdId: target } });
    return this.announce(target, before);
  }

  /** The source's members and companions join the target, with the companions it was allowed. */
  async merge(targetId: string, sourceId: string): Promise<Household> {
    if (targetId === sourceId) throw new HttpError(400, HOUSEHOLD_MESSAGES.sameHousehold);
    const [target, source] = await Promise.all([this.doc(targetId), this.doc(sourceId)]);
    await HouseholdMemberModel.updateMany(
      { householdId: source._id },
      { $set: { householdId: target._id } },
    );
    await HouseholdModel.updateOne(
      { _id: target._id },
      {
        $set: { companionsAllowed: target.companionsAllowed + source.companionsAllowed },
        $push: { companions: { $each: source.companions } },
      },
    );
    await HouseholdModel.updateOne(
      { _id: source._id },
      { $set: { companionsAllowed: 0, companions: [] } },
    );
    return this.announce(target._id, [source._id]);
  }

  /** Lowering the allowance keeps the named companions first, then the unnamed, up to it. */
  async setCompanionsAllowed(householdId: string, allowed: number): Promise<Household> {
    const doc = await this.doc(householdId);
    const kept = [
      ...doc.companions.filter((companion) => companion.name),
      ...doc.companions.filter((companion) => !companion.name),
    ].slice(0, allowed);
    const companions = doc.companions.filter((companion) => kept.includes(companion));
    await HouseholdModel.updateOne(
      { _id: doc._id },
      { $set: { companionsAllowed: allowed, companions } },
    );
    return this.announce(doc._id, []);
  }

  async rename(householdId: string, name: string): Promise<Household> {
    const doc = await this.doc(householdId);
    await HouseholdModel.updateOne({ _id: doc._id }, { $set: { name } });
    return this.announce(doc._id, []);
  }

  /** The signed-in member names the household's companions: the whole list, up to the allowance. */
  async nameCompanions(guestId: string | undefined, body: CompanionsBody): Promise<Household> {
    const householdId = await this.householdIdOf(guestId);
    const doc = await this.doc(householdId.toString());
    if (body.companions.length > doc.companionsAllowed) {
      throw new HttpError(422, HOUSEHOLD_MESSAGES.tooManyCompanions(doc.companionsAllowed));
    }
    const known = new Map(doc.companions.map((companion) => [companion._id, companion]));
    const ids = body.companions.flatMap((companion) => (companion.id ? [companion.id] : []));
    if (ids.some((id) => !known.has(id)) || new Set(ids).size !== ids.length) {
      throw new HttpError(422, HOUSEHOLD_MESSAGES.unknownCompanion);
    }
    const companions = body.companions.map((companion) => ({
      _id: companion.id ?? randomUUID(),
      ...(companion.name ? { name: companion.name } : {}),
      child: companion.child,
      guestOf: (companion.id && known.get(companion.id)?.guestOf) || objectId(guestId as string),
    }));
    await HouseholdModel.updateOne({ _id: doc._id }, { $set: { companions } });
    return this.announce(doc._id, []);
  }

  /** Guests deleted from the list leave their households. */
  async removeGuests(ids: string[]): Promise<void> {
    const valid = ids.filter((id) => mongoose.isValidObjectId(id)).map(objectId);
    const before = await this.householdsOfGuests(valid);
    if (before.length === 0) return;
    await HouseholdMemberModel.deleteMany({ _id: { $in: valid } });
    await this.announceAll(before);
  }

  /** Every person who answers for this household: its members' ids and its companions'. */
  async peopleOf(householdId: Id): Promise<Set<string>> {
    const [doc, members] = await Promise.all([
      HouseholdModel.findById(householdId).lean<HouseholdDocument>(),
      HouseholdMemberModel.find({ householdId }).lean<{ _id: Id }[]>(),
    ]);
    return new Set([
      ...members.map((member) => member._id.toString()),
      ...(doc?.companions ?? []).map((companion) => companion._id),
    ]);
  }

  /** Refuses (404) any of these that is not a household with members. */
  async requireHouseholds(ids: string[]): Promise<Id[]> {
    const unique = [...new Set(ids)];
    const found = await HouseholdMemberModel.distinct('householdId', {
      householdId: { $in: unique.map(objectId) },
    });
    if (found.length !== unique.length) throw new HttpError(404, HOUSEHOLD_MESSAGES.notFound);
    return unique.map(objectId);
  }

  async householdIdOf(guestId: string | undefined): Promise<Id> {
    if (!guestId || !mongoose.isValidObjectId(guestId)) {
      throw new HttpError(404, HOUSEHOLD_MESSAGES.noHousehold);
    }
    const find = () => HouseholdMemberModel.findById(guestId).lean<{ _id: Id; householdId: Id }>();
    let member = await find();
    if (!member) {
      await ensureHouseholds();
      member = await find();
    }
    if (!member) throw new HttpError(404, HOUSEHOLD_MESSAGES.noHousehold);
    return member.householdId;
  }

  private async guestsOnList(ids: string[]): Promise<Id[]> {
    const unique = [...new Set(ids)];
    const guests = await guestsByIds(unique);
    if (guests.length !== unique.length) throw new HttpError(404, HOUSEHOLD_MESSAGES.guestNotFound);
    return guests.map((guest) => guest._id);
  }

  private async householdsOfGuests(guests: Id[]): Promise<Id[]> {
    const rows = await HouseholdMemberModel.find({ _id: { $in: guests } }).lean<
      { householdId: Id }[]
    >();
    return rows.map((row) => row.householdId);
  }

  private async doc(id: string | Id): Promise<HouseholdDocument> {
    const doc = await HouseholdModel.findById(id).lean<HouseholdDocument>();
    if (!doc || !(await HouseholdMemberModel.exists({ householdId: doc._id }))) {
      throw new HttpError(404, HOUSEHOLD_MESSAGES.notFound);
    }
    return doc;
  }

  private async existing(id: string): Promise<Id> {
    return (await this.doc(id))._id;
  }

  private async read(id: Id): Promise<Household> {
    const household = await this.presentOrNull(id);
    if (!household) throw new HttpError(404, HOUSEHOLD_MESSAGES.notFound);
    return household;
  }

  private async presentOrNull(id: Id): Promise<Household | null> {
    const [doc, members] = await Promise.all([
      HouseholdModel.findById(id).lean<HouseholdDocument>(),
      HouseholdMemberModel.find({ householdId: id }).lean<{ _id: Id }[]>(),
    ]);
    if (!doc || members.length === 0) return null;
    const guests = await guestsByIds(members.map((member) => member._id));
    return guests.length > 0 ? presentHousehold(doc, guests) : null;
  }

  /** Publishes a household changed elsewhere in this feature (reopened). */
  async announceChanged(id: Id): Promise<void> {
    await this.announceAll([id]);
  }

  /** Publishes the changed household and what became of the ones its members came from. */
  private async announce(changed: Id, others: Id[]): Promise<Household> {
    const household = await this.read(changed);
    this.hub.publish('households', 'households:saved', household);
    await this.announceAll(others.filter((id) => !id.equals(changed)));
    return household;
  }

  private async announceAll(ids: Id[]): Promise<void> {
    const unique = [...new Map(ids.map((id) => [id.toString(), id])).values()];
    for (const id of unique) {
      const household = await this.presentOrNull(id);
      if (household) this.hub.publish('households', 'households:saved', household);
      else this.hub.publish('households', 'households:removed', { id: id.toString() });
    }
  }
}
