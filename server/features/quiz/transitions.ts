import {
  QUIZ_MESSAGES,
  type QuizHostAction,
  type QuizPlayerStanding,
} from '../../../protocol/quiz';
import { conflict } from '../../lib/http/errors';
import type { RunDocument } from './model';

/** What a host action does to a run (the close is the clock's, or follows from 'next'). */
export type Plan =
  | { kind: 'patch'; patch: Partial<RunDocument> }
  | { kind: 'podium'; patch: Partial<RunDocument> }
  | { kind: 'close-run'; patch: Partial<RunDocument> };

/** The patch that asks question `index` now. */
export function askQuestion(run: RunDocument, index: number, now: number): Partial<RunDocument> {
  const limitMs = run.questions[index]!.limitSeconds * 1000;
  return {
    phase: 'question',
    questionIndex: index,
    paused: false,
    openedAt: new Date(now),
    closesAt: new Date(now + limitMs),
    remainingMs: null,
    reveal: null,
  };
}

/** The podium: the first three of the last standings (null places when fewer played). */
export function podiumPatch(run: RunDocument, now: number): Partial<RunDocument> {
  const top: (QuizPlayerStanding | null)[] = (run.standings?.players ?? []).slice(0, 3);
  while (top.length < 3) top.push(null);
  return {
    phase: 'podium',
    paused: false,
    openedAt: null,
    closesAt: null,
    remainingMs: null,
    podium: top,
    endedAt: new Date(now),
  };
}

/**
 * lobby → question → (clock) reveal → next: standings → next: the next question … → podium;
 * `end` goes to the podium from anywhere, and at the podium closes the run.
 */
export function planAction(run: RunDocument, action: QuizHostAction, now: number): Plan {
  const notNow = () => conflict(QUIZ_MESSAGES.actionNotNow(action));
  switch (action) {
    case 'start':
      if (run.phase !== 'lobby') throw notNow();
      return { kind: 'patch', patch: askQuestion(run, 0, now) };
    case 'next':
      if (run.phase === 'reveal') return { kind: 'patch', patch: { phase: 'standings' } };
      if (run.phase !== 'standings') throw notNow();
      if (run.questionIndex + 1 < run.questions.length) {
        return { kind: 'patch', patch: askQuestion(run, run.questionIndex + 1, now) };
      }
      return { kind: 'podium', patch: podiumPatch(run, now) };
    case 'pause': {
      if (run.phase !== 'question' || run.paused || !run.closesAt) throw notNow();
      const remainingMs = Math.max(0, run.closesAt.getTime() - now);
      return { kind: 'patch', patch: { paused: true, remainingMs, closesAt: null } };
    }
    case 'resume': {
      if (run.phase !== 'question' || !run.paused) throw notNow();
      const limitMs = run.questions[run.questionIndex]!.limitSeconds * 1000;
      const closesAt = now + (run.remainingMs ?? 0);
      return {
        kind: 'patch',
        // The answer time counts from the emission as if the pause had not been.
        patch: {
          paused: false,
          remainingMs: null,
          closesAt: new Date(closesAt),
          openedAt: new Date(closesAt - limitMs),
        },
      };
    }
    case 'end':
      if (run.phase === 'podium') return { kind: 'close-run', patch: { closed: true } };
      return { kind: 'podium', patch: podiumPatch(run, now) };
    case 'open':
      throw notNow();
  }
}
