import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  QUIZ_MESSAGES,
  type MyQuiz,
  type QuizHostActionBody,
  type QuizLive,
  type QuizRoster,
  type quizAnswerBodySchema,
} from '../../../protocol/quiz';
import type { Viewer } from '../../lib/auth/viewer';
import type { AppContext } from '../../lib/feature';
import { conflict, notFound } from '../../lib/http/errors';
import type { QuizSource } from '../quiz-authoring/door';
import { recordAnswer } from './answers';
import { QuizClock, RedisClockLease, soleProcessLease } from './clock';
import { MemoryLatency, QuizPinger, RedisLatency, type LatencyStore } from './latency';
import { QuizPlayerModel, type RunDocument } from './model';
import { joinRun, myQuiz, openRunOrThrow } from './players';
import { liveOf } from './present';
import { connectQuizRedis, type QuizRedis } from './redis';
import { RunStore } from './runs';
import { closePatch } from './scoring';
import { rosterOfRun, ScreenPushes } from './screen';
import { planAction } from './transitions';

/**
 * The live quiz: one run open at a time, moved on by its host and by the server's clock, with
 * phones joining and answering over HTTP and everyone told of each change on `quiz`.
 */
export class QuizService {
  readonly runs = new RunStore();
  private readonly screen: ScreenPushes;
  private latency: LatencyStore = new MemoryLatency();
  private redis: QuizRedis | undefined;
  private clock: QuizClock | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly source: QuizSource,
  ) {
    this.screen = new ScreenPushes(ctx.hub, ctx.logger);
  }

  /** Connects the quiz's Redis (when the app has one) and starts the clock. */
  async start(): Promise<() => Promise<void>> {
    const { config, hub, logger } = this.ctx;
    if (config.redisUrl) {
      this.redis = await connectQuizRedis(config.redisUrl, config.redisKeyPrefix, logger);
      this.latency = new RedisLatency(this.redis);
    }
    const pinger = new QuizPinger(hub, this.latency, logger);
    const lease = this.redis
      ? new RedisClockLease(this.redis, config.instanceId)
      : soleProcessLease;
    this.clock = new QuizClock(
      lease,
      () => this.runs.open(true),
      (run) => this.closeQuestion(run),
      () => pinger.pingAll(),
      logger,
    );
    // A phone that subscribes is pinged at once, so its first answer already has a round trip.
    hub.onSubscribe('quiz', (socket) => {
      this.runs.open().then(
        (run) => run && pinger.ping(socket),
        () => undefined,
      );
    });
    this.clock.start();
    return async () => {
      await this.clock?.stop();
      await this.redis?.close();
    };
  }

  private async playerCount(runId: string): Promise<number> {
    return QuizPlayerModel.countDocuments({ runId });
  }

  async live(): Promise<QuizLive> {
    const run = await this.runs.open();
    return liveOf(run, run ? await this.playerCount(run._id) : 0);
  }

  async roster(): Promise<QuizRoster | null> {
    const run = await this.runs.open();
    return run ? rosterOfRun(run._id) : null;
  }

  async mine(viewer: Viewer): Promise<MyQuiz> {
    return myQuiz(await this.runs.open(), viewer);
  }

  async join(viewer: Viewer, name: string): Promise<MyQuiz> {
    const run = openRunOrThrow(await this.runs.open(true));
    const { changed } = await joinRun(run, viewer, name);
    if (changed) this.screen.joined(run._id);
    return myQuiz(run, viewer);
  }

  async answer(
    viewer: Viewer,
    body: z.infer<typeof quizAnswerBodySchema>,
    receivedAt: number,
  ): Promise<{ questionIndex: number; choice: number }> {
    const { run, answer } = await recordAnswer(
      (fresh) => this.runs.open(fresh),
      this.latency,
      viewer,
      body,
      receivedAt,
    );
    this.screen.answered(run._id, answer.questionIndex);
    return { questionIndex: answer.questionIndex, choice: answer.choice };
  }

  hostQuizzes() {
    return this.source.summaries();
  }

  async hostAction(body: QuizHostActionBody): Promise<QuizLive> {
    if (body.action === 'open') return this.open(body.quizId);
    const run = await this.runs.open(true);
    if (!run || run._id !== body.runId) throw notFound(QUIZ_MESSAGES.noQuiz);
    if (body.revision !== run.revision) throw conflict(QUIZ_MESSAGES.staleAction);
    const plan = planAction(run, body.action, Date.now());
    if (!(await this.runs.claim(run))) throw conflict(QUIZ_MESSAGES.staleAction);
    const next = await this.runs.write(run, plan.patch);
    if (plan.kind === 'podium') await this.ctx.events.emit('quiz.ended', { runId: run._id });
    return this.changed(next);
  }

  /** Opens a quiz's lobby: a snapshot of it (with the pictures' addresses) becomes the open run. */
  private async open(quizId: string): Promise<QuizLive> {
    if (await this.runs.open(true)) throw conflict(QUIZ_MESSAGES.anotherQuizRunning);
    const quiz = await this.source.quiz(quizId);
    if (!quiz) throw notFound(QUIZ_MESSAGES.quizNotFound);
    const questions = await Promise.all(
      quiz.questions.map(async (question) => ({
        text: question.text,
        textEs: question.textEs,
        answers: question.answers.map(({ text, textEs }) => ({ text, textEs })),
        correctIndex: question.correctIndex,
        limitSeconds: question.limitSeconds,
        pictureUrl: question.picture ? await this.source.pictureUrl(question.picture) : null,
      })),
    );
    const run: RunDocument = {
      _id: randomBytes(12).toString('hex'),
      quizId: quiz.id,
      title: quiz.title,
      titleEs: quiz.titleEs,
      questions,
      phase: 'lobby',
      paused: false,
      revision: 0,
      questionIndex: -1,
      openedAt: null,
      closesAt: null,
      remainingMs: null,
      reveal: null,
      standings: null,
      podium: null,
      teams: false,
      scoredThrough: -1,
      startedAt: new Date(),
      endedAt: null,
      closed: false,
    };
    if (!(await this.runs.create(run))) throw conflict(QUIZ_MESSAGES.anotherQuizRunning);
    return this.changed(run);
  }

  /** The clock's close of a question (claimed: of every process and tap, one closes it). */
  async closeQuestion(run: RunDocument): Promise<void> {
    if (!(await this.runs.claim(run))) return;
    const next = await this.runs.write(run, await closePatch(run));
    await this.changed(next);
  }

  /** Tells everyone of a run's new revision (after it was written) and keeps the clock on it. */
  private async changed(run: RunDocument): Promise<QuizLive> {
    const live = liveOf(run, await this.playerCount(run._id));
    this.ctx.hub.publish('quiz', 'quiz:state', live);
    this.clock?.schedule(run.closed ? null : run);
    return live;
  }
}
