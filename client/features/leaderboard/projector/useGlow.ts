import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_TOP, type LeaderboardUpdate } from '../../../../protocol/leaderboard';

export const GLOW_MS = 3000;

/**
 * Which players on screen just scored. Only the top ten can glow and each glow ends by itself, so
 * this state stays bounded however long the screen runs.
 */
export function useGlow(): {
  glowing: ReadonlySet<string>;
  onUpdate: (update: LeaderboardUpdate) => void;
} {
  const [glowing, setGlowing] = useState<ReadonlySet<string>>(new Set());
  const until = useRef(new Map<string, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const onUpdate = useCallback((update: LeaderboardUpdate) => {
    const scored = update.changed
      .filter((entry) => entry.rank <= LIVE_TOP)
      .map((entry) => entry.id);
    if (!scored.length) return;
    const ends = Date.now() + GLOW_MS;
    for (const id of scored) until.current.set(id, ends);
    setGlowing(new Set(until.current.keys()));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const now = Date.now();
      for (const [id, end] of until.current) if (end <= now) until.current.delete(id);
      setGlowing(new Set(until.current.keys()));
    }, GLOW_MS);
    timers.current.add(timer);
  }, []);

  return { glowing, onUpdate };
}
