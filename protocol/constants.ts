/**
 * Business constants of the spec (§9 of both documents) that belong to no single feature file.
 * Constants owned by a feature live beside its schemas; the ones of this helper's features are
 * re-exported at the bottom so that this file is the place to look them up. Others stay in
 * their own file (the cash app redirect delay, for one, is CASH_APP_REDIRECT_DELAY_MS in gifts.ts).
 */

/** Toasts: one at a time, 5 s on screen, swipe right 50 px to dismiss, F8 focuses the viewport. */
export const TOASTS = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  swipeDirection: 'right',
  removeDelayMs: 1_000_000,
  viewportHotkey: ['F8'],
} as const;

/** Section anchors scroll with an 80 px offset for the fixed navigation bar. */
export const SCROLL = {
  offsetPx: 80,
  clickDelayMs: 300,
  loadHashDelayMs: 500,
} as const;

export const COUNTDOWN = {
  tickMs: 1000,
  sparkleEveryMs: 30_000,
  sparkleDurationMs: 4000,
} as const;

/** The love story advances every 4 s while at least 30 % of the section is visible. */
export const LOVE_STORY_TOUR = {
  intervalMs: 4000,
  visibleThreshold: 0.3,
} as const;

export const GUEST_GATE = {
  /** The sign-in dialog opens by itself this long after the page when no guest is saved. */
  signInDialogDelayMs: 1000,
} as const;

export const PWA = {
  /** Session-storage flag set when a guest dismisses the install dialog. */
  installDismissedKey: 'pwa-install-dismissed',
  serviceWorkerPath: '/sw.js',
  serviceWorkerScope: '/',
} as const;

/** Vibration feedback in ms; skipped on devices without vibration. */
export const VIBRATION_PATTERNS = {
  light: 10,
  medium: 20,
  heavy: 40,
  success: [10, 50, 10],
  warning: [20, 100, 20],
  error: [50, 100, 50, 100, 50],
} as const;

/** Refetch intervals used only while the live connection is down. */
export const FALLBACK_POLLING_MS = {
  leaderboard: 30_000,
  liveLeaderboard: 10_000,
  timelineEvents: 30_000,
  timelineParticipations: 10_000,
  guestList: 30_000,
} as const;

export const GAME_SCORING = {
  bingoWinScore: 100,
  /** A win needs five checked cells in a row, a column or a diagonal; testing starts at five. */
  bingoLineLength: 5,
  triviaPointsPerCorrect: 10,
  /** Points range of a photo challenge by difficulty, inclusive. */
  photoChallengePoints: {
    Easy: [5, 10],
    Medium: [15, 20],
    Hard: [25, 30],
  },
  photoChallengeDefaultPoints: 10,
} as const;

/** The most a trivia round can score. */
export const maxTriviaScore = (questionCount: number) =>
  GAME_SCORING.triviaPointsPerCorrect * questionCount;

export const GAMES_UI = {
  /** Local-storage key of the saved player. */
  playerStorageKey: 'wedding-game-player',
  /** The 'Recent Activity' banner names at most this many players. */
  recentActivityMax: 3,
} as const;

export const TIMELINE_DISPLAY = {
  messagesPerCard: 2,
  progressPercent: 35,
  skeletonCards: 3,
} as const;

/** The admin 'Export CSV' file: the filtered rows, booleans as Yes/No. */
export const GUEST_CSV_EXPORT = {
  fileName: 'guest_list.csv',
  columns: [
    'Name',
    'Email',
    'Phone',
    'RSVP Status',
    'Plus One',
    'Dietary Restrictions',
    'Table Assignment',
    'Category',
    'Invitation Sent',
    // Not in spec §9's list: the issue "Spanish all the way through" adds it; empty is the
    // wedding's default language.
    'Language',
  ],
  yes: 'Yes',
  no: 'No',
} as const;

/** Figures the venue views add to the settings' ceremony and reception. */
export const VENUE_FACTS = {
  ceremony: { capacity: 150, rating: 4.8 },
  reception: { capacity: 120, rating: 4.9 },
} as const;

export { GIF_LIMITS } from './gif';
export { AR_PERCENT_PER_UNIT, REVIEW_RATING } from './ar-venue';
export { PHOTO_UPLOAD_LIMITS } from './gallery';
export { TABLE_CAPACITY } from './seating';
export { TIMELINE_EVENT_DEFAULTS } from './timeline';
export { CALENDAR_REMINDER_DEFAULTS } from './planning';
export { TRANSLATION_BATCH_SIZE, TRANSLATION_TEXT_MAX_LENGTH } from './translate';
export { BINGO_CELLS, SCAVENGER_TASKS } from './game-content';
export { LEADERBOARD_PAGE_SIZE } from './leaderboard';
