import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { Sweeper } from './sweeper';

describe('Sweeper', () => {
  it('runs every task even when one fails, and leaves the failed one out of the answer', async () => {
    const sweeper = new Sweeper(createLogger('silent'));
    sweeper.register(
      { name: 'broken', sweep: () => Promise.reject(new Error('database busy')) },
      { name: 'fine', sweep: () => Promise.resolve(3) },
    );
    expect(await sweeper.runOnce()).toEqual({ fine: 3 });
  });

  it('joins a sweep already running rather than starting a second, and refuses two tasks of one name', async () => {
    const sweeper = new Sweeper(createLogger('silent'));
    let runs = 0;
    let finish!: () => void;
    sweeper.register({
      name: 'slow',
      sweep: () =>
        new Promise<number>((resolve) => {
          runs += 1;
          finish = () => resolve(1);
        }),
    });
    const first = sweeper.runOnce();
    const second = sweeper.runOnce();
    finish();
    expect(await Promise.all([first, second])).toEqual([{ slow: 1 }, { slow: 1 }]);
    expect(runs).toBe(1);
    expect(() => sweeper.register({ name: 'slow', sweep: () => Promise.resolve(0) })).toThrow(/Two sweep tasks/);
  });
});
