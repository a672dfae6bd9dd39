import { isValidObjectId, Types } from 'mongoose';
import {
  QUIZ_EXPORT_FORMAT,
  QUIZ_LIMITS,
  QUIZ_MESSAGES,
  type Quiz,
  type QuizBody,
  type QuizExport,
  type QuizImported,
  type QuizPicture,
  type QuizSummary,
} from '../../../protocol/quiz';
import { badRequest, conflict, notFound } from '../../lib/http/errors';
import { storedQuizOf, summaryOf } from './door';
import { QuizModel, type QuizDocument } from './model';
import { urlIn, type PictureUrls } from './pictures';
import { questionIds } from './question-ids';

const picturesOf = (questions: { picture: QuizPicture | null }[]) =>
  questions.flatMap((question) => (question.picture ? [question.picture] : []));

/** What the stored questions are, ids given (the answers' order is the organizers'). */
const storedQuestions = (body: QuizBody, ids: string[]) =>
  body.questions.map((question, index) => ({
    _id: new Types.ObjectId(ids[index]),
    text: question.text,
    textEs: question.textEs,
    answers: question.answers.map(({ text, textEs }) => ({ text, textEs })),
    correctIndex: question.correctIndex,
    limitSeconds: question.limitSeconds,
    picture: question.picture,
  }));

/**
 * The quizzes organizers write: at most QUIZ_LIMITS.quizzesMax, every picture one this site has
 * (a gallery photo it shows, or an upload kept for the quizzes). Answers leave only through the
 * presenters below (never a document).
 */
export class QuizAuthoringService {
  constructor(private readonly urls: PictureUrls) {}

  async list(): Promise<QuizSummary[]> {
    const docs = await QuizModel.find({}).sort({ updatedAt: -1 }).lean<QuizDocument[]>();
    return docs.map(summaryOf);
  }

  async get(id: string): Promise<Quiz> {
    return this.present(await this.find(id));
  }

  async create(body: QuizBody): Promise<Quiz> {
    await this.checkPictures(body);
    const ids = questionIds([], body.questions);
    return this.insert(body, ids);
  }

  async update(id: string, body: QuizBody): Promise<Quiz> {
    const before = storedQuizOf(await this.find(id));
    await this.checkPictures(body);
    const ids = questionIds(before.questions, body.questions);
    const doc = await QuizModel.findByIdAndUpdate(
      id,
      { $set: { title: body.title, titleEs: body.titleEs, questions: storedQuestions(body, ids) } },
      { new: true },
    ).lean<QuizDocument>();
    if (!doc) throw notFound(QUIZ_MESSAGES.quizNotFound);
    return this.present(doc);
  }

  async remove(id: string): Promise<void> {
    if (!isValidObjectId(id)) throw notFound(QUIZ_MESSAGES.quizNotFound);
    const removed = await QuizModel.findByIdAndDelete(id).lean();
    if (!removed) throw notFound(QUIZ_MESSAGES.quizNotFound);
  }

  /** The file a quiz exports to: its texts, answers, limits and pictures, no ids. */
  async exportQuiz(id: string): Promise<QuizExport> {
    const quiz = storedQuizOf(await this.find(id));
    return {
      format: QUIZ_EXPORT_FORMAT,
      version: 1,
      title: quiz.title,
      titleEs: quiz.titleEs,
      questions: quiz.questions.map(({ id: _id, ...question }) => question),
    };
  }

  /**
   * A quiz from a file (already checked against quizExportSchema): a picture this site does not
   * have (a gallery photo from another site, an upload not kept here) is left out, and counted.
   */
  async importQuiz(file: QuizExport): Promise<QuizImported> {
    const urls = await this.urls(picturesOf(file.questions));
    let dropped = 0;
    const questions = file.questions.map(({ id: _id, ...question }) => {
      if (!question.picture || urlIn(urls, question.picture)) return question;
      dropped += 1;
      return { ...question, picture: null };
    });
    const body: QuizBody = { title: file.title, titleEs: file.titleEs, questions };
    const quiz = await this.insert(body, questionIds([], questions));
    return { ...quiz, droppedPictures: dropped };
  }

  private async find(id: string): Promise<QuizDocument> {
    const doc = isValidObjectId(id) ? await QuizModel.findById(id).lean<QuizDocument>() : null;
    if (!doc) throw notFound(QUIZ_MESSAGES.quizNotFound);
    return doc;
  }

  /**
   * Within the bound: counted before, and again once written; of creations racing past the first
   * count, those that went over withdraw their own quiz (no counter, no lock: FerretDB's
   * conditional writes are not exclusive).
   */
  private async insert(body: QuizBody, ids: string[]): Promise<Quiz> {
    const tooMany = () => conflict(QUIZ_MESSAGES.tooManyQuizzes(QUIZ_LIMITS.quizzesMax));
    if ((await QuizModel.countDocuments()) >= QUIZ_LIMITS.quizzesMax) throw tooMany();
    const created = await QuizModel.create({
      title: body.title,
      titleEs: body.titleEs,
      questions: storedQuestions(body, ids),
    });
    // Only those over the bound withdraw: the earlier ones of a race (smaller ids) stay.
    if ((await QuizModel.countDocuments({ _id: { $lte: created._id } })) > QUIZ_LIMITS.quizzesMax) {
      await QuizModel.deleteOne({ _id: created._id });
      throw tooMany();
    }
    return this.present(created.toObject<QuizDocument>());
  }

  /** Every picture must be this site's: refused at the first that is not. */
  private async checkPictures(body: QuizBody): Promise<void> {
    const urls = await this.urls(picturesOf(body.questions));
    const missing = body.questions.findIndex(
      (question) => question.picture && !urlIn(urls, question.picture),
    );
    if (missing === -1) return;
    throw badRequest(QUIZ_MESSAGES.pictureNotFound, [
      { path: `questions.${missing}.picture`, message: QUIZ_MESSAGES.pictureNotFound },
    ]);
  }

  private async present(doc: QuizDocument): Promise<Quiz> {
    const quiz = storedQuizOf(doc);
    const urls = await this.urls(picturesOf(quiz.questions));
    const { createdAt, updatedAt } = doc as { createdAt?: Date; updatedAt?: Date };
    return {
      id: quiz.id,
      title: quiz.title,
      titleEs: quiz.titleEs,
      questions: quiz.questions.map((question) => ({
        ...question,
        pictureUrl: urlIn(urls, question.picture),
      })),
      createdAt: (createdAt ?? new Date(0)).toISOString(),
      updatedAt: (updatedAt ?? new Date(0)).toISOString(),
    };
  }
}
