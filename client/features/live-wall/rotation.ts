import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';

export type LiveShown = 'moments' | 'leaderboard';

/** Lets a clip playing on the wall hold the screen's rotation until its end (see useClipHold). */
export type ClipHold = { hold: () => () => void };
export const ClipHoldContext = createContext<ClipHold | undefined>(undefined);

/**
 * While `playing`, the /live rotation does not switch away: a switch that falls due waits for the
 * clip's end. `turn` tells one clip from the next, so the hold is released between two clips and a
 * due switch happens then instead of waiting for a run of clips. The player bounds how long it
 * plays (the slideshow's cap), so a hold never lasts for ever.
 */
export function useClipHold(playing: boolean, turn: number): void {
  const clipHold = useContext(ClipHoldContext);
  useEffect(() => (playing && clipHold ? clipHold.hold() : undefined), [playing, turn, clipHold]);
}

/**
 * In 'rotate', the screen shown now: moments first, then each in turn, each for `seconds`
 * counted from when it appeared. Also the hold the moments wall's clips take (ClipHoldContext).
 */
export function useRotation(
  rotate: boolean,
  seconds: number,
): { shown: LiveShown; clipHold: ClipHold } {
  const [shown, setShown] = useState<LiveShown>('moments');
  const holds = useRef(0);
  const due = useRef(false);

  const clipHold = useMemo<ClipHold>(() => {
    const flip = () => setShown((current) => (current === 'moments' ? 'leaderboard' : 'moments'));
    return {
      hold: () => {
        holds.current += 1;
        let released = false;
        return () => {
          if (released) return;
          released = true;
          holds.current -= 1;
          if (holds.current === 0 && due.current) {
            due.current = false;
            flip();
          }
        };
      },
    };
  }, []);

  useEffect(() => {
    if (!rotate) return;
    const timer = setTimeout(() => {
      if (holds.current > 0) due.current = true;
      else setShown((current) => (current === 'moments' ? 'leaderboard' : 'moments'));
    }, seconds * 1000);
    return () => {
      clearTimeout(timer);
      due.current = false;
    };
  }, [rotate, seconds, shown]);

  return { shown: rotate ? shown : 'moments', clipHold };
}
