import mongoose from 'mongoose';
import { isBlankPair } from '../../../protocol/localized';
import {
  CHALLENGE_MESSAGES,
  type CreatePhotoChallengeBody,
  type PhotoChallenge,
  type UpdatePhotoChallengeBody,
} from '../../../protocol/photo-challenges';
import { badRequest, notFound } from '../../lib/http/errors';
import { PhotoChallengeModel, type PhotoChallengeDocument } from './model';

export const CHALLENGE_NOT_FOUND = 'This photo challenge does not exist.';

/** The challenges a fresh site starts with, within spec §9's points per difficulty. */
export const defaultPhotoChallenges = [
  { challenge: 'Snap a close-up of the wedding rings', difficulty: 'Easy', points: 5 },
  { challenge: 'Take a group selfie with everyone at your table', difficulty: 'Easy', points: 10 },
  { challenge: "Capture the couple's first dance", difficulty: 'Easy', points: 10 },
  { challenge: 'Catch a candid laugh from a guest you just met', difficulty: 'Medium', points: 15 },
  { challenge: 'Photograph three generations of one family together', difficulty: 'Medium', points: 20 },
  { challenge: 'Get a photo with every member of the wedding party', difficulty: 'Hard', points: 25 },
  { challenge: 'Capture the bouquet in mid-air', difficulty: 'Hard', points: 30 },
] as const;

/** The seeded challenges in Spanish, in the same order. */
const defaultPhotoChallengesEs = [
  'Haga un primer plano de los anillos de boda',
  'Hágase un selfie de grupo con todos los de su mesa',
  'Capture el primer baile de la pareja',
  'Capte la risa espontánea de un invitado al que acaba de conocer',
  'Fotografíe a tres generaciones de una misma familia juntas',
  'Consiga una foto con cada miembro del cortejo nupcial',
  'Capture el ramo en pleno vuelo',
] as const;

/** Fixed seed ids: two processes starting at once cannot both insert the defaults. */
const seedId = (index: number) => new mongoose.Types.ObjectId(`c4a1${index.toString(16).padStart(20, '0')}`);

/**
 * The Spanish text of a seeded challenge, while it still says what it was seeded with (by its seed
 * id and text: an organizer's edit, or their own challenge, shows as entered in both languages).
 */
function seededSpanish(doc: Pick<PhotoChallengeDocument, '_id' | 'challenge'>): string | undefined {
  const index = defaultPhotoChallenges.findIndex((_seed, at) => seedId(at).equals(doc._id));
  return index >= 0 && defaultPhotoChallenges[index].challenge === doc.challenge
    ? defaultPhotoChallengesEs[index]
    : undefined;
}

export async function seedPhotoChallenges(): Promise<boolean> {
  if ((await PhotoChallengeModel.countDocuments()) > 0) return false;
  try {
    await PhotoChallengeModel.insertMany(
      defaultPhotoChallenges.map((challenge, index) => ({
        _id: seedId(index),
        ...challenge,
        challengeEs: defaultPhotoChallengesEs[index],
        isActive: true,
      })),
      { ordered: false },
    );
    return true;
  } catch (error) {
    const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
    if (writeErrors?.every((item) => (item.code ?? item.err?.code) === 11000)) return false;
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * A stored Spanish text (even an emptied one) is the organizers' word; a document from before they
 * could write one has the seeded Spanish while its text is still the seeded one.
 */
function spanishOf(doc: PhotoChallengeDocument): string | undefined {
  if (typeof doc.challengeEs === 'string') return doc.challengeEs.trim() ? doc.challengeEs : undefined;
  return seededSpanish(doc);
}

export function presentChallenge(doc: PhotoChallengeDocument): PhotoChallenge {
  const challengeEs = spanishOf(doc);
  return {
    id: doc._id.toString(),
    challenge: doc.challenge ?? '',
    difficulty: doc.difficulty,
    points: doc.points ?? 10,
    isActive: doc.isActive ?? true,
    ...(challengeEs ? { challengeEs } : {}),
  };
}

export async function listChallenges(options: { includeRetired: boolean }): Promise<PhotoChallenge[]> {
  const docs = await PhotoChallengeModel.find(options.includeRetired ? {} : { isActive: true })
    .sort({ createdAt: 1, _id: 1 })
    .lean<PhotoChallengeDocument[]>();
  return docs.map(presentChallenge);
}

export async function findChallenge(id: string): Promise<PhotoChallengeDocument | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  return PhotoChallengeModel.findById(id).lean<PhotoChallengeDocument>();
}

export async function createChallenge(body: CreatePhotoChallengeBody): Promise<PhotoChallenge> {
  const created = await PhotoChallengeModel.create({ ...body, isActive: true });
  return presentChallenge(created.toObject() as PhotoChallengeDocument);
}

export async function updateChallenge(id: string, body: UpdatePhotoChallengeBody): Promise<PhotoChallenge> {
  const set = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  if (body.challenge !== undefined || body.challengeEs !== undefined) {
    // The text left must not be empty in both languages, counting the one this edit keeps.
    const current = await findChallenge(id);
    if (!current) throw notFound(CHALLENGE_NOT_FOUND);
    const kept = presentChallenge(current);
    if (isBlankPair(body.challenge ?? kept.challenge, body.challengeEs ?? kept.challengeEs))
      throw badRequest(CHALLENGE_MESSAGES.challengeRequired, [
        { path: 'challenge', message: CHALLENGE_MESSAGES.challengeRequired },
      ]);
  }
  const updated = await PhotoChallengeModel.findByIdAndUpdate(id, { $set: set }, { new: true }).lean<PhotoChallengeDocument>();
  if (!updated) throw notFound(CHALLENGE_NOT_FOUND);
  return presentChallenge(updated);
}
