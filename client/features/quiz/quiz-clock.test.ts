import { afterEach, describe, expect, it } from 'vitest';
import { closesAtMs, noteServerNow, remainingMs, resetServerClock } from './quiz-clock';
import { questionRun, quizRun } from './test-fixtures';

afterEach(() => resetServerClock());

describe("the quiz's countdown on a phone", () => {
  it("counts on the server's clock, however far off the phone's is", () => {
    // The phone's clock is five minutes slow: the server's time is five minutes ahead of it.
    const phoneNow = Date.now();
    const server = phoneNow + 300_000;
    const run = questionRun({ closesAt: new Date(server + 15_000).toISOString() });
    noteServerNow(new Date(server).toISOString(), phoneNow);
    const left = remainingMs(run)!;
    expect(left).toBeGreaterThan(14_000);
    expect(left).toBeLessThanOrEqual(15_000);
  });

  it('shows what was left while paused, and nothing outside a question', () => {
    const paused = questionRun({ paused: true, closesAt: null, remainingMs: 7_250 });
    expect(remainingMs(paused)).toBe(7_250);
    expect(closesAtMs(paused)).toBeNull();
    expect(remainingMs(quizRun())).toBeNull();
  });

  it('never counts below zero after the close', () => {
    noteServerNow(new Date().toISOString());
    expect(remainingMs(questionRun({}, -3))).toBe(0);
  });
});
