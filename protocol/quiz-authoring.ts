import { z } from 'zod';
import { endpoint } from './http';
import { defineMessages } from './messages';

/**
 * Writing quizzes, beside the live quiz's contract (protocol/quiz.ts): a picture organizers upload
 * for a question. The file goes the way every picture on the site goes (galleryApi.uploadUrl, the
 * signed PUT, then the photo pipeline); this endpoint keeps it for the quizzes, out of the gallery:
 * its address is only ever given with a question that names it.
 */
export const QUIZ_AUTHORING_MESSAGES = defineMessages('quizAuthoring', {
  aiUnavailable:
    'AI is not set up on this site. Make questions from the wedding facts, or write them yourself.',
});

export const quizPictureBodySchema = z.object({
  /** The `uploadURL` galleryApi.uploadUrl answered, once the file was PUT there. */
  uploadURL: z.string().min(1).max(2000),
});

/** A picture kept for the quizzes: what a question names, and where the editor shows it. */
export const quizUploadedPictureSchema = z.object({
  picture: z.object({ kind: z.literal('upload'), key: z.string() }),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type QuizUploadedPicture = z.infer<typeof quizUploadedPictureSchema>;

export const quizAuthoringApi = {
  /** Runs an organizer's upload through the photo pipeline and keeps it for the quizzes. */
  addPicture: endpoint({
    method: 'POST',
    path: '/api/admin/quiz-pictures',
    access: 'organizer',
    body: quizPictureBodySchema,
    response: quizUploadedPictureSchema,
    status: 201,
  }),
};
