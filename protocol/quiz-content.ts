import { z } from 'zod';
import { isoDate } from './http';
import { QUIZ_LIMITS, QUIZ_MESSAGES, optionalQuizText, quizText } from './quiz-rules';

/**
 * The quizzes as organizers write them: their questions and pictures, what the editor reads back,
 * the file a quiz exports to, and the drafts the generator proposes.
 */

/** A question's picture: one of the gallery's photos, or one uploaded for the quiz. */
export const quizPictureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gallery'), photoId: z.string().min(1).max(64) }),
  z.object({ kind: z.literal('upload'), key: z.string().min(1).max(200) }),
]);
export type QuizPicture = z.infer<typeof quizPictureSchema>;

export const quizAnswerTextSchema = z.object({
  text: quizText(QUIZ_LIMITS.answerMax, QUIZ_MESSAGES.answerRequired),
  textEs: optionalQuizText(QUIZ_LIMITS.answerMax),
});

/** One text for every way the count of answers, or the time limit, is out of range. */
const answersCountMessage = QUIZ_MESSAGES.answersCount(
  QUIZ_LIMITS.answersMin,
  QUIZ_LIMITS.answersMax,
);
const limitSecondsMessage = QUIZ_MESSAGES.seconds(QUIZ_LIMITS.secondsMin, QUIZ_LIMITS.secondsMax);

export const quizQuestionBodySchema = z
  .object({
    /**
     * The question's id as the editor got it (quizQuestionSchema), sent back so that it keeps it
     * through edits and reorders; absent for a new question. An import's are ignored.
     */
    id: z.string().max(64).optional(),
    text: quizText(QUIZ_LIMITS.questionMax, QUIZ_MESSAGES.questionRequired),
    textEs: optionalQuizText(QUIZ_LIMITS.questionMax),
    answers: z
      .array(quizAnswerTextSchema)
      .min(QUIZ_LIMITS.answersMin, answersCountMessage)
      .max(QUIZ_LIMITS.answersMax, answersCountMessage),
    correctIndex: z
      .number({ error: QUIZ_MESSAGES.correctIndex })
      .int(QUIZ_MESSAGES.correctIndex)
      .min(0, QUIZ_MESSAGES.correctIndex),
    limitSeconds: z
      .number({ error: limitSecondsMessage })
      .int(limitSecondsMessage)
      .min(QUIZ_LIMITS.secondsMin, limitSecondsMessage)
      .max(QUIZ_LIMITS.secondsMax, limitSecondsMessage)
      .default(QUIZ_LIMITS.secondsDefault),
    picture: quizPictureSchema.nullable().default(null),
  })
  .refine((question) => question.correctIndex < question.answers.length, {
    message: QUIZ_MESSAGES.correctIndex,
    path: ['correctIndex'],
  });
export type QuizQuestionBody = z.infer<typeof quizQuestionBodySchema>;
export type QuizQuestionInput = z.input<typeof quizQuestionBodySchema>;

export const quizBodySchema = z.object({
  title: quizText(QUIZ_LIMITS.titleMax, QUIZ_MESSAGES.titleRequired),
  titleEs: optionalQuizText(QUIZ_LIMITS.titleMax),
  questions: z
    .array(quizQuestionBodySchema)
    .min(1, QUIZ_MESSAGES.questionsCount(QUIZ_LIMITS.questionsMax))
    .max(QUIZ_LIMITS.questionsMax, QUIZ_MESSAGES.questionsCount(QUIZ_LIMITS.questionsMax)),
});
export type QuizBody = z.infer<typeof quizBodySchema>;
export type QuizInput = z.input<typeof quizBodySchema>;

/** A question as organizers edit it (its id stays through edits and reorders). */
export const quizQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  textEs: z.string(),
  answers: z.array(z.object({ text: z.string(), textEs: z.string() })),
  correctIndex: z.number().int(),
  limitSeconds: z.number().int(),
  picture: quizPictureSchema.nullable(),
  /** Where the organizers' editor shows the picture (null: none, or no longer stored). */
  pictureUrl: z.string().nullable(),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string(),
  questions: z.array(quizQuestionSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Quiz = z.infer<typeof quizSchema>;

export const quizSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string(),
  questionCount: z.number().int(),
  updatedAt: isoDate,
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

/** The JSON file a quiz exports to and imports from (pictures from the gallery keep their id). */
export const QUIZ_EXPORT_FORMAT = 'wedding-quiz';
export const quizExportSchema = quizBodySchema.extend({
  format: z.literal(QUIZ_EXPORT_FORMAT, { error: QUIZ_MESSAGES.importInvalid }),
  version: z.literal(1, { error: QUIZ_MESSAGES.importInvalid }),
});
export type QuizExport = z.infer<typeof quizExportSchema>;

/** An imported quiz, and how many of its pictures were left out (not on this site). */
export const quizImportedSchema = quizSchema.extend({
  droppedPictures: z.number().int().min(0),
});
export type QuizImported = z.infer<typeof quizImportedSchema>;

/** Questions the generator proposes: drafts for the organizers to review, never stored as they come. */
export const quizGenerateBodySchema = z.object({
  source: z.enum(['wedding-facts', 'ai']),
  count: z.number().int().min(1).max(20).default(5),
});
export const quizGeneratedSchema = z.object({ questions: z.array(quizQuestionBodySchema) });
