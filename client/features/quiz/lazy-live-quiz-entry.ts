import { lazyComponent } from '../../lib/lazy-component';

// The way into the live quiz (and the quiz topic) loads after the games' own cards are on screen.
export const LiveQuizEntry = lazyComponent(
  () => import('./LiveQuizEntry'),
  (module) => module.LiveQuizEntry,
);
