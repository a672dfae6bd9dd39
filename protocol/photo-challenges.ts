import { z } from 'zod';
import { requireOneVersion } from './localized';
import { defineMessages } from './messages';

/** A photo challenge (collection `photo_challenges`); difficulty is Easy, Medium or anything harder. */
export const photoChallengeSchema = z.object({
  id: z.string(),
  /** English; '' on a challenge written in Spanish only. */
  challenge: z.string(),
  difficulty: z.string(),
  points: z.number().int(),
  isActive: z.boolean(),
  /**
   * The Spanish text (see localized.ts). The seeded challenges come with theirs; documents stored
   * before organizers could write one have it only while their text is still the seeded one.
   */
  challengeEs: z.string().optional(),
});
export type PhotoChallenge = z.infer<typeof photoChallengeSchema>;

/** Spec §9: Easy 5-10 points, Medium 15-20, Hard 25-30. */
export const CHALLENGE_POINTS = { Easy: [5, 10], Medium: [15, 20], Hard: [25, 30] } as const;
export const challengeDifficulties = ['Easy', 'Medium', 'Hard'] as const;

/** The organizers' form messages (the client shows them translated). */
export const CHALLENGE_MESSAGES = defineMessages('challenge', {
  challengeRequired: 'Please describe the challenge',
  challengeTooLong: 'The challenge must be at most 200 characters',
  difficultyInvalid: 'Difficulty must be Easy, Medium or Hard',
  pointsInvalid: 'Points must be a whole number between 1 and 100',
});

/** A challenge's text in one language: empty (the other language may have it) or 3 to 200 characters. */
const challengeText = z
  .string({ error: CHALLENGE_MESSAGES.challengeRequired })
  .trim()
  .max(200, CHALLENGE_MESSAGES.challengeTooLong)
  .refine((text) => text === '' || text.length >= 3, CHALLENGE_MESSAGES.challengeRequired);
const challengePoints = z
  .number({ error: CHALLENGE_MESSAGES.pointsInvalid })
  .int(CHALLENGE_MESSAGES.pointsInvalid)
  .min(1, CHALLENGE_MESSAGES.pointsInvalid)
  .max(100, CHALLENGE_MESSAGES.pointsInvalid);

const challengeFields = {
  challenge: challengeText,
  /** An empty one is kept as '' (not removed) so a seeded challenge's Spanish can be cleared. */
  challengeEs: challengeText,
  difficulty: z.enum(challengeDifficulties, { error: CHALLENGE_MESSAGES.difficultyInvalid }),
  points: challengePoints,
};

/** An organizer's new photo challenge, written in either language first (one is needed). */
export const createPhotoChallengeBodySchema = z
  .object({
    ...challengeFields,
    challenge: challengeText.default(''),
    challengeEs: challengeText.optional(),
  })
  .superRefine(requireOneVersion('challenge', CHALLENGE_MESSAGES.challengeRequired));
export type CreatePhotoChallengeBody = z.input<typeof createPhotoChallengeBodySchema>;

/**
 * An organizer's edit; isActive false retires a challenge (guests no longer see it). Sending both
 * texts empty is refused here; emptying the one left is refused by the server, which knows it.
 */
export const updatePhotoChallengeBodySchema = z
  .object(challengeFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update')
  .superRefine((body, context) => {
    if (body.challenge !== undefined && body.challengeEs !== undefined)
      requireOneVersion('challenge', CHALLENGE_MESSAGES.challengeRequired)(body, context);
  });
export type UpdatePhotoChallengeBody = z.input<typeof updatePhotoChallengeBodySchema>;
