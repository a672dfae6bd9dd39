import type { QuizAskedQuestion, QuizLive, QuizRun } from '../../../protocol/quiz';
import type { RunDocument } from './model';

/**
 * The question as it is asked, field by field: its right answer is never copied into what leaves
 * the server (the hub checks a payload against its schema but sends the object it was given).
 */
function asked(run: RunDocument): QuizAskedQuestion | null {
  const shown = run.phase === 'question' || run.phase === 'reveal' || run.phase === 'standings';
  const question = shown ? run.questions[run.questionIndex] : undefined;
  if (!question) return null;
  return {
    index: run.questionIndex,
    text: question.text,
    textEs: question.textEs,
    answers: question.answers.map((answer) => ({ text: answer.text, textEs: answer.textEs })),
    limitSeconds: question.limitSeconds,
    pictureUrl: question.pictureUrl,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The run as the projector, the host and every phone see it. */
export function presentRun(run: RunDocument, players: number): QuizRun {
  const closed = run.scoredThrough >= run.questionIndex && run.questionIndex >= 0;
  return {
    id: run._id,
    quizId: run.quizId,
    title: run.title,
    titleEs: run.titleEs,
    phase: run.phase,
    paused: run.paused,
    revision: run.revision,
    questionIndex: run.questionIndex,
    questionCount: run.questions.length,
    question: asked(run),
    openedAt: iso(run.openedAt),
    closesAt: iso(run.closesAt),
    remainingMs: run.remainingMs,
    players,
    // Only once the current question has closed (the scores of it are stored).
    reveal: closed && run.phase !== 'question' ? run.reveal : null,
    standings: run.standings,
    podium: run.podium,
    teams: run.teams,
    startedAt: run.startedAt.toISOString(),
  };
}

export function liveOf(run: RunDocument | null, players: number): QuizLive {
  return {
    run: run && !run.closed ? presentRun(run, players) : null,
    serverNow: new Date().toISOString(),
  };
}
