import mongoose from 'mongoose';
import type { z } from 'zod';
import type { OrganizerRsvp, Rsvp, RsvpSaved, rsvpBodySchema } from '../../../protocol/rsvp';
import type { DomainEvents } from '../../lib/domain-events';
import { isUniqueViolation } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { guestsByIds } from '../guests/door';
import { LEGACY_EMAIL_INDEX, RsvpModel, type RsvpDocument } from './model';

type RsvpAnswer = z.output<typeof rsvpBodySchema>;

export function presentRsvp(doc: RsvpDocument): Rsvp {
  return {
    id: doc._id.toString(),
    firstName: doc.firstName,
    lastName: doc.lastName,
    email: doc.email,
    attending: doc.attending,
    guestCount: doc.guestCount ?? 0,
    dietaryRestrictions: doc.dietaryRestrictions ?? undefined,
    message: doc.message ?? undefined,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

type LinkedGuest = { _id: mongoose.Types.ObjectId; firstName: string; lastName?: string | null };

/** An answer with the guest-list row it is linked to (null when none, or that row is gone). */
export function presentOrganizerRsvp(doc: RsvpDocument, guest: LinkedGuest | null): OrganizerRsvp {
  return {
    ...presentRsvp(doc),
    guest: guest
      ? { id: guest._id.toString(), firstName: guest.firstName, lastName: guest.lastName ?? '' }
      : null,
  };
}

/**
 * Answers used to be one per e-mail (a unique index), so anyone typing an address replaced its
 * answer. Idempotent: run at every start.
 */
export async function dropLegacyEmailIndex(): Promise<void> {
  const indexes = await RsvpModel.collection.indexes().catch(() => []);
  if (indexes.some((index) => index.name === LEGACY_EMAIL_INDEX)) {
    await RsvpModel.collection.dropIndex(LEGACY_EMAIL_INDEX).catch(() => undefined);
  }
}

export class RsvpService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly events?: DomainEvents,
  ) {}

  /**
   * A guest signed in with their invite code owns one answer: answering again replaces it, and the
   * guest list follows (rsvp.saved). An answer without a session is a typed e-mail, which proves
   * nothing: it is always stored as a new answer, touches no other answer and no guest-list row,
   * and waits for an organizer to link it. So its reply is the same whether or not that address
   * had answered before.
   */
  async submit(answer: RsvpAnswer, signedInGuestId?: string): Promise<RsvpSaved> {
    const owner =
      signedInGuestId && mongoose.isValidObjectId(signedInGuestId)
        ? new mongoose.Types.ObjectId(signedInGuestId)
        : undefined;
    const saved = owner
      ? await this.upsertOwned(owner, answer).catch((error: unknown) => {
          // Two first answers of one guest at the same moment: the loser retries as an update.
          if (isUniqueViolation(error)) return this.upsertOwned(owner, answer);
          throw error;
        })
      : { doc: await this.insertUnlinked(answer), updated: false };
    const rsvp = presentRsvp(saved.doc);
    this.hub.publish('rsvp', 'rsvp:saved', rsvp);
    await this.events?.emit('rsvp.saved', {
      rsvpId: rsvp.id,
      email: rsvp.email,
      ...(owner ? { signedInGuestId: owner.toString() } : {}),
    });
    return { rsvp, updated: saved.updated };
  }

  /** Every answer with its guest: two plain queries (FerretDB has no $lookup). */
  async list(): Promise<OrganizerRsvp[]> {
    const docs = await RsvpModel.find().sort({ createdAt: -1, _id: -1 }).lean<RsvpDocument[]>();
    const guestIds = [
      ...new Set(docs.flatMap((doc) => (doc.guestId ? [String(doc.guestId)] : []))),
    ];
    const guests = guestIds.length ? await guestsByIds(guestIds) : [];
    const byId = new Map(guests.map((guest) => [guest._id.toString(), guest]));
    return docs.map((doc) =>
      presentOrganizerRsvp(doc, doc.guestId ? (byId.get(String(doc.guestId)) ?? null) : null),
    );
  }

  private async insertUnlinked(answer: RsvpAnswer): Promise<RsvpDocument> {
    const created = await RsvpModel.create(withoutEmptyFields(answer));
    return created.toObject() as RsvpDocument;
  }

  /** Optional fields left empty are cleared: the stored answer is exactly the latest one. */
  private async upsertOwned(
    ownerGuestId: mongoose.Types.ObjectId,
    answer: RsvpAnswer,
  ): Promise<{ doc: RsvpDocument; updated: boolean }> {
    const unset: Record<string, 1> = {};
    if (answer.dietaryRestrictions === undefined) unset.dietaryRestrictions = 1;
    if (answer.message === undefined) unset.message = 1;
    const result = await RsvpModel.findOneAndUpdate(
      { ownerGuestId },
      {
        $set: withoutEmptyFields(answer),
        ...(Object.keys(unset).length ? { $unset: unset } : {}),
      },
      { upsert: true, new: true, includeResultMetadata: true, lean: true },
    );
    if (!result.value) throw new Error('RSVP upsert returned no document');
    return {
      doc: result.value as unknown as RsvpDocument,
      updated: result.lastErrorObject?.updatedExisting === true,
    };
  }
}

function withoutEmptyFields(answer: RsvpAnswer) {
  const { dietaryRestrictions, message, ...required } = answer;
  return {
    ...required,
    ...(dietaryRestrictions !== undefined ? { dietaryRestrictions } : {}),
    ...(message !== undefined ? { message } : {}),
  };
}
