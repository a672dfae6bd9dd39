import type { z } from 'zod';
import type { Rsvp, RsvpSaved, rsvpBodySchema } from '../../../protocol/rsvp';
import type { DomainEvents } from '../../lib/domain-events';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { RsvpModel, type RsvpDocument } from './model';
import { isDuplicateKey } from '../../lib/http/errors';

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

export class RsvpService {
  constructor(
    private readonly hub: RealtimeHub,
    private readonly events?: DomainEvents,
  ) {}

  /**
   * Saves an answer, replacing the earlier one from the same e-mail in one atomic upsert. Optional
   * fields left empty are cleared, so the stored answer is always exactly the latest one. The guest
   * list then learns of it (rsvp.saved), before the answer returns.
   */
  async submit(answer: RsvpAnswer, signedInGuestId?: string): Promise<RsvpSaved> {
    const saved = await this.upsert(answer).catch((error: unknown) => {
      // Two first answers from one address at the same moment: the loser retries as an update.
      if (isDuplicateKey(error)) return this.upsert(answer);
      throw error;
    });
    const rsvp = presentRsvp(saved.doc);
    this.hub.publish('rsvp', 'rsvp:saved', rsvp);
    await this.events?.emit('rsvp.saved', {
      rsvpId: rsvp.id,
      email: rsvp.email,
      ...(signedInGuestId ? { signedInGuestId } : {}),
    });
    return { rsvp, updated: saved.updated };
  }

  async list(): Promise<Rsvp[]> {
    const docs = await RsvpModel.find().sort({ createdAt: -1, _id: -1 }).lean<RsvpDocument[]>();
    return docs.map(presentRsvp);
  }

  private async upsert(answer: RsvpAnswer): Promise<{ doc: RsvpDocument; updated: boolean }> {
    const { dietaryRestrictions, message, ...required } = answer;
    const unset: Record<string, 1> = {};
    if (dietaryRestrictions === undefined) unset.dietaryRestrictions = 1;
    if (message === undefined) unset.message = 1;
    const result = await RsvpModel.findOneAndUpdate(
      { email: answer.email },
      {
        $set: {
          ...required,
          ...(dietaryRestrictions !== undefined ? { dietaryRestrictions } : {}),
          ...(message !== undefined ? { message } : {}),
        },
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
