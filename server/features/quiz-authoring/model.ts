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
