import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_LIMITS, quizApi, type MyQuiz, type QuizRun } from '../../../protocol/quiz';
import { ApiError, call } from '../../lib/api';
import { serverText } from '../../lib/error-text';
import { closesAtMs, serverNowMs } from './quiz-clock';
import { myQuizKey } from './useLiveQuiz';

/** A lost answer is sent again this soon, until the question's close. */
export const ANSWER_RETRY_MS = 700;

export type AnswerStatus = 'sending' | 'retrying' | 'sent' | 'lost' | 'refused';

/** This phone's answer to one question, as far as the phone knows. */
export type SentAnswer = {
  runId: string;
  questionIndex: number;
  choice: number;
  status: AnswerStatus;
  /** The server's reason, in the guest's language, when it refused. */
  reason?: string;
  /** The reason's code (`quiz.questionClosed`). */
  code?: string;
};

/** Refusals after which another tap cannot count either: the answer stays as it is. */
const FINAL_REFUSALS = new Set(['quiz.questionClosed', 'quiz.questionNotOpen']);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the phone's answer once per question: the buttons lock at the tap. A request lost on the
 * venue's Wi-Fi (no answer, or a gateway's 5xx) is sent again until the close and its grace; the
 * server counts the first that arrives, and says so to a repeat (`alreadyAnswered`).
 */
export function useAnswerSender(run: QuizRun | null | undefined) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SentAnswer | null>(null);
  const runRef = useRef(run);
  const mounted = useRef(true);
  /** The question an answer is on its way for: a second tap before the buttons lock is dropped. */
  const claimed = useRef<string | null>(null);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(
    async (runId: string, questionIndex: number, choice: number) => {
      const key = `${runId}:${questionIndex}`;
      if (claimed.current === key) return;
      claimed.current = key;
      const base = { runId, questionIndex, choice };
      const update = (status: AnswerStatus, reason?: string, code?: string) => {
        if (mounted.current) setSent({ ...base, status, reason, code });
      };
      update('sending');
      for (;;) {
        try {
          await call(quizApi.answer, { body: base });
          update('sent');
          return;
        } catch (error) {
          if (error instanceof ApiError && error.status < 500) {
            if (error.code === 'quiz.alreadyAnswered') {
              // An earlier try arrived and its answer was lost: what counted is the phone's own.
              update('sent');
              void queryClient.invalidateQueries({ queryKey: myQuizKey });
            } else {
              if (error.code === 'quiz.notJoined')
                void queryClient.invalidateQueries({ queryKey: myQuizKey });
              // Nothing was counted: another tap may be, unless the question is over.
              if (!FINAL_REFUSALS.has(error.code ?? '')) claimed.current = null;
              update('refused', serverText(error), error.code);
            }
            return;
          }
        }
        const current = runRef.current;
        const stillThisQuestion =
          current?.id === runId &&
          current.phase === 'question' &&
          current.questionIndex === questionIndex;
        const close = closesAtMs(current);
        const pastClose = close !== null && serverNowMs() > close + QUIZ_LIMITS.graceMs;
        if (!mounted.current || !stillThisQuestion || pastClose) {
          update('lost');
          return;
        }
        update('retrying');
        await wait(ANSWER_RETRY_MS);
      }
    },
    [queryClient],
  );

  return { sent, send };
}

/** The answer to show for the run's current question: this visit's, or the one the server kept. */
export function answerShown(
  run: QuizRun,
  sent: SentAnswer | null,
  mine: MyQuiz | undefined,
): SentAnswer | null {
  const index = run.question?.index ?? run.questionIndex;
  if (sent && sent.runId === run.id && sent.questionIndex === index) return sent;
  const kept = mine?.answer;
  if (kept && mine.runId === run.id && kept.questionIndex === index) {
    return { runId: run.id, questionIndex: index, choice: kept.choice, status: 'sent' };
  }
  return null;
}

/** Whether another tap may still count: nothing sent, or refused for a reason a new tap may fix. */
export function mayAnswer(shown: SentAnswer | null): boolean {
  if (!shown) return true;
  return shown.status === 'refused' && !FINAL_REFUSALS.has(shown.code ?? '');
}
