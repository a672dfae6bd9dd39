import { useEffect, useState } from 'react';
import type { QuizRun } from '../../../protocol/quiz';

/**
 * The server keeps the quiz's clock: a phone's own clock may be minutes off. Every state the
 * server sends carries its `serverNow`; the difference to this phone's clock at arrival is how
 * far the server is ahead (less the delivery's delay, which only makes the countdown end a little
 * late, on the side of the grace the server gives).
 */
let serverAheadMs = 0;

export function noteServerNow(serverNow: string, receivedAt: number = Date.now()): void {
  const server = Date.parse(serverNow);
  if (Number.isFinite(server)) serverAheadMs = server - receivedAt;
}

/** The server's time now, as this phone best knows it. */
export function serverNowMs(): number {
  return Date.now() + serverAheadMs;
}

/** Tests start from a phone whose clock agrees with the server's. */
export function resetServerClock(): void {
  serverAheadMs = 0;
}

/** What is left of the current question's countdown (null: no question open, or no close set). */
export function remainingMs(run: QuizRun | null | undefined): number | null {
  if (!run || run.phase !== 'question') return null;
  if (run.paused) return run.remainingMs;
  if (!run.closesAt) return null;
  return Math.max(0, Date.parse(run.closesAt) - serverNowMs());
}

/** When the server stops counting answers to the current question, in the server's time. */
export function closesAtMs(run: QuizRun | null | undefined): number | null {
  if (!run || run.phase !== 'question' || run.paused || !run.closesAt) return null;
  return Date.parse(run.closesAt);
}

const TICK_MS = 250;

/** The countdown in whole seconds, ticking while the question is open and not paused. */
export function useSecondsLeft(run: QuizRun | null | undefined): number | null {
  const [, setTick] = useState(0);
  const ticking = run?.phase === 'question' && !run.paused;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  const left = remainingMs(run);
  return left === null ? null : Math.ceil(left / 1000);
}
