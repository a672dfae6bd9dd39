import { Suspense, useEffect, useState } from 'react';
import { AnnouncementOverlay } from '../announcements/AnnouncementOverlay';
import { usePodium, useLiveLeaderboardPushes } from '../leaderboard/useLeaderboard';
import { LiveWallPage } from './LiveWallPage';
import { useLiveScreen } from './useLiveScreen';
import { lazyWithRetry } from '../../lib/lazy-component';

const LeaderboardProjectorPage = lazyWithRetry(() =>
  import('../leaderboard/projector/LeaderboardProjectorPage').then((m) => ({
    default: m.LeaderboardProjectorPage,
  })),
);

export type LiveShown = 'moments' | 'leaderboard';

/** In 'rotate', the screen shown now: moments first, then each in turn. */
function useRotation(rotate: boolean, seconds: number): LiveShown {
  const [shown, setShown] = useState<LiveShown>('moments');
  useEffect(() => {
    if (!rotate) return;
    const timer = setInterval(
      () => setShown((current) => (current === 'moments' ? 'leaderboard' : 'moments')),
      seconds * 1000,
    );
    return () => clearInterval(timer);
  }, [rotate, seconds]);
  return shown;
}

/**
 * /live: the moments wall, the leaderboard, or both in turn, as the organizers set it. An open
 * podium always takes the screen, so the reveal reaches the room whatever /live was showing. The
 * announcement overlay lives here, above both: a switch of screens neither cuts a shown
 * announcement short nor misses one sent while the other screen loads.
 */
export function LiveScreen() {
  const settings = useLiveScreen();
  useLiveLeaderboardPushes();
  const podium = usePodium();
  const rotating = useRotation(settings.mode === 'rotate', settings.rotateSeconds);
  const shown: LiveShown = podium.data?.open
    ? 'leaderboard'
    : settings.mode === 'rotate'
      ? rotating
      : settings.mode;
  return (
    <div data-live-shown={shown}>
      {shown === 'leaderboard' ? (
        <Suspense fallback={null}>
          <LeaderboardProjectorPage withAnnouncements={false} />
        </Suspense>
      ) : (
        <LiveWallPage />
      )}
      <AnnouncementOverlay />
    </div>
  );
}
