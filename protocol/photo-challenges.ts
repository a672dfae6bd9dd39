import { z } from 'zod';

/** A photo challenge (collection `photo_challenges`); difficulty is Easy, Medium or anything harder. */
export const photoChallengeSchema = z.object({
  id: z.string(),
  challenge: z.string(),
  difficulty: z.string(),
  points: z.number().int(),
  isActive: z.boolean(),
  /**
   * The Spanish text of a challenge the site was seeded with, while its text is still the seeded
   * one; absent on the organizers' own challenges and on edited ones (shown as entered).
   */
  challengeEs: z.string().optional(),
});
export type PhotoChallenge = z.infer<typeof photoChallengeSchema>;

/** Spec §9: Easy 5-10 points, Medium 15-20, Hard 25-30. */
export const CHALLENGE_POINTS = { Easy: [5, 10], Medium: [15, 20], Hard: [25, 30] } as const;
export const challengeDifficulties = ['Easy', 'Medium', 'Hard'] as const;

/** The organizers' form messages (the client shows them translated). */
export const CHALLENGE_MESSAGES = {
  challengeRequired: 'Please describe the challenge',
  challengeTooLong: 'The challenge must be at most 200 characters',
  difficultyInvalid: 'Difficulty must be Easy, Medium or Hard',
  pointsInvalid: 'Points must be a whole number between 1 and 100',
} as const;

const challengeText = z
  .string({ error: CHALLENGE_MESSAGES.challengeRequired })
  .trim()
  .min(3, CHALLENGE_MESSAGES.challengeRequired)
  .max(200, CHALLENGE_MESSAGES.challengeTooLong);
const challengePoints = z
  .number({ error: CHALLENGE_MESSAGES.pointsInvalid })
  .int(CHALLENGE_MESSAGES.pointsInvalid)
  .min(1, CHALLENGE_MESSAGES.pointsInvalid)
  .max(100, CHALLENGE_MESSAGES.pointsInvalid);

/** An organizer's new photo challenge. */
export const createPhotoChallengeBodySchema = z.object({
  challenge: challengeText,
  difficulty: z.enum(challengeDifficulties, { error: CHALLENGE_MESSAGES.difficultyInvalid }),
  points: challengePoints,
});
export type CreatePhotoChallengeBody = z.input<typeof createPhotoChallengeBodySchema>;

/** An organizer's edit; isActive false retires a challenge (guests no longer see it). */
export const updatePhotoChallengeBodySchema = createPhotoChallengeBodySchema
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to update');
export type UpdatePhotoChallengeBody = z.input<typeof updatePhotoChallengeBodySchema>;
