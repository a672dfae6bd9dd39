import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const answerSchema = new Schema(
  { text: { type: String, required: true }, textEs: { type: String, default: '' } },
  { _id: false },
);

const questionSchema = new Schema(
  {
    text: { type: String, required: true },
    textEs: { type: String, default: '' },
    answers: { type: [answerSchema], required: true },
    correctIndex: { type: Number, required: true },
    limitSeconds: { type: Number, required: true },
    /** `{ kind: 'gallery', photoId }` or `{ kind: 'upload', key }` (protocol/quiz.ts), or null. */
    picture: { type: Schema.Types.Mixed, default: null },
  },
  // Each question keeps its id through edits and reorders (the live run names questions by index).
  { _id: true },
);

/** A quiz the organizers wrote (collection `quizzes`): its right answers stay on the server. */
const quizSchema = new Schema(
  {
    title: { type: String, required: true },
    titleEs: { type: String, default: '' },
    questions: { type: [questionSchema], required: true },
  },
  { collection: 'quizzes', versionKey: false, timestamps: true },
);

export type QuizDocument = InferSchemaType<typeof quizSchema> & { _id: mongoose.Types.ObjectId };
export const QuizModel = mongoose.model('Quiz', quizSchema);

/**
 * A picture organizers uploaded for the quizzes (collection `quiz_pictures`), through the site's
 * photo pipeline: its files and where they are served. Not in the gallery; its address is given
 * only with a question that names it (`{ kind: 'upload', key: <this id> }`). One no quiz names
 * is removed by the sweep once it is old enough (sweep.ts).
 */
const quizPictureSchema = new Schema(
  {
    url: { type: String, required: true },
    thumbUrl: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    originalKey: { type: String, required: true },
    thumbKey: { type: String, required: true },
    largeKey: { type: String, required: true },
  },
  {
    collection: 'quiz_pictures',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);

export type QuizPictureDocument = InferSchemaType<typeof quizPictureSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const QuizPictureModel = mongoose.model('QuizPicture', quizPictureSchema);
