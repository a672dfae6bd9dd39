export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target has passed: every unit then reads zero, never negative. */
  done: boolean;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds from `now` until `target`, floored at zero. */
export function computeCountdown(now: Date | number, target: Date | number): Countdown {
  const remaining = Math.max(0, new Date(target).getTime() - new Date(now).getTime());
  return {
    days: Math.floor(remaining / DAY),
    hours: Math.floor((remaining % DAY) / HOUR),
    minutes: Math.floor((remaining % HOUR) / MINUTE),
    seconds: Math.floor((remaining % MINUTE) / SECOND),
    done: remaining === 0,
  };
}

/** Two digits at least: 7 → '07', 123 → '123'. */
export function pad2(value: number): string {
  return String(Math.max(0, value)).padStart(2, '0');
}
