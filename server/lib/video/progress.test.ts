import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressReader } from './progress';

const block = (seconds: number) =>
  `frame=10\nout_time_us=${Math.round(seconds * 1e6)}\nout_time=00:00:0${seconds}\nprogress=continue\n`;

describe('progressReader', () => {
  afterEach(() => vi.useRealTimers());

  it('reports whole percents of the clip, never back, never 100, at most once per interval', () => {
    vi.useFakeTimers({ now: 10_000 });
    const heard: number[] = [];
    const read = progressReader(10, (percent) => heard.push(percent), 300);
    read(block(1));
    read(block(2)); // within 300 ms of the last: held back
    vi.advanceTimersByTime(300);
    // A block split across chunks is read once whole.
    const split = block(4.5);
    read(split.slice(0, 12));
    read(split.slice(12));
    vi.advanceTimersByTime(300);
    read(block(3)); // behind what was said: never back
    vi.advanceTimersByTime(300);
    read('out_time_us=10000000\nprogress=end\n');
    expect(heard).toEqual([10, 45, 99]);
  });

  it('says nothing for a clip of unknown length, and a listener that throws stops nothing', () => {
    const heard: number[] = [];
    progressReader(0, (percent) => heard.push(percent))(block(1));
    expect(heard).toEqual([]);
    const read = progressReader(2, () => {
      throw new Error('gone');
    });
    expect(() => read(block(1))).not.toThrow();
  });
});
