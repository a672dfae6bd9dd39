import { lazyComponent } from '../../lib/lazy-component';

// The leaderboard card (and its live topic) loads after the games' own cards are on screen.
export const LeaderboardCard = lazyComponent(
  () => import('./LeaderboardCard'),
  (module) => module.LeaderboardCard,
);
