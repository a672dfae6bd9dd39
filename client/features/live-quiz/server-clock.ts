import { useEffect, useState } from 'react';
import type { QuizLive, QuizRun } from '../../../protocol/quiz';

/** The live run as this screen holds it: with how far the server's clock is ahead of this one. */
export interface QuizLiveView extends QuizLive {
  /** Server time minus this screen's time when the answer arrived (ms). */
  offsetMs: number;
}

/**
 * The server keeps the quiz's clock; a projector laptop's own clock may be minutes off. Each answer
 * carries the server's `serverNow`, so the screen counts down on the server's time.
 */
export function withServerOffset(live: QuizLive, receivedAt = Date.now()): QuizLiveView {
  return { ...live, offsetMs: Date.parse(live.serverNow) - receivedAt };
}

export interface Countdown {
  /** What is left of the question's time, in ms (never below 0). */
  remainingMs: number;
  /** The share of the question's time still left, 1 at the open, 0 at the close. */
  fraction: number;
  /** Whole seconds shown: 0 only once the time is up. */
  seconds: number;
  paused: boolean;
}

/** The countdown of the run's open question at `now` (this screen's clock) with the server offset. */
export function countdownAt(run: QuizRun, offsetMs: number, now: number): Countdown | null {
  if (run.phase !== 'question' || !run.question) return null;
  const limitMs = run.question.limitSeconds * 1000;
  let remainingMs: number;
  if (run.paused) remainingMs = run.remainingMs ?? 0;
  else if (run.closesAt) remainingMs = Date.parse(run.closesAt) - (now + offsetMs);
  else remainingMs = limitMs;
  remainingMs = Math.min(Math.max(remainingMs, 0), limitMs);
  return {
    remainingMs,
    fraction: limitMs > 0 ? remainingMs / limitMs : 0,
    seconds: Math.ceil(remainingMs / 1000),
    paused: run.paused,
  };
}

/** How often the countdown is redrawn: often enough for a smooth bar, cheap for a projector. */
export const COUNTDOWN_TICK_MS = 200;

/** The open question's countdown, redrawn while it runs; frozen while paused or closed. */
export function useCountdown(run: QuizRun, offsetMs: number): Countdown | null {
  const [now, setNow] = useState(() => Date.now());
  const running = run.phase === 'question' && !run.paused && run.closesAt !== null;
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // A question that opens (or resumes) after the last tick is first drawn from a fresh now.
    const first = setTimeout(tick, 0);
    if (!running) return () => clearTimeout(first);
    const timer = setInterval(tick, COUNTDOWN_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [running, run.closesAt, offsetMs]);
  return countdownAt(run, offsetMs, now);
}
