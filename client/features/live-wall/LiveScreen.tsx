import { Suspense } from 'react';
import { AnnouncementOverlay } from '../announcements/AnnouncementOverlay';
import { usePodium, useLiveLeaderboardPushes } from '../leaderboard/useLeaderboard';
import { LiveWallPage } from './LiveWallPage';
import { ClipHoldContext, useRotation, type LiveShown } from './rotation';
import { useLiveScreen } from './useLiveScreen';
import { lazyWithRetry } from '../../lib/lazy-component';

const LeaderboardProjectorPage = lazyWithRetry(() =>
  import('../leaderboard/projector/LeaderboardProjectorPage').then((m) => ({
    default: m.LeaderboardProjectorPage,
  })),
);

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
  const rotation = useRotation(settings.mode === 'rotate', settings.rotateSeconds);
  const shown: LiveShown = podium.data?.open
    ? 'leaderboard'
    : settings.mode === 'rotate'
      ? rotation.shown
      : settings.mode;
  return (
    <div data-live-shown={shown}>
      {shown === 'leaderboard' ? (
        <Suspense fallback={null}>
          <LeaderboardProjectorPage withAnnouncements={false} />
        </Suspense>
      ) : (
        // A clip playing on the wall holds the rotation until it ends.
        <ClipHoldContext.Provider value={rotation.clipHold}>
          <LiveWallPage />
        </ClipHoldContext.Provider>
      )}
      <AnnouncementOverlay />
    </div>
  );
}
