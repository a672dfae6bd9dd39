/**
 * Resolves once every timer the code under test has already scheduled with a delay of at most
 * `delayMs` has fired. Timers run in order of due time, then of scheduling, so one scheduled now
 * for the same delay runs after them: a test can then show that such a timer did nothing. Pass
 * the code's own constant, never a guess.
 */
export function afterTimersScheduledWithin(delayMs: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs));
}
