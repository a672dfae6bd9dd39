/**
 * Every page of the app, by the path its route answers (client/app/routes.tsx mounts each of them
 * from here). The server answers these with the app and status 200, and any other path with the
 * same app and status 404, so the app's own 404 page shows and the status tells the truth.
 */
export const PAGES = {
  home: '/',
  live: '/live',
  liveLeaderboard: '/live/leaderboard',
  /** The live quiz on the projector. */
  liveQuiz: '/live/quiz',
  /** The quiz host's remote (an organizer, or a host link's phone). */
  liveQuizHost: '/live/quiz/host',
  /** A guest's phone playing the live quiz (the projector's QR code leads here). */
  quiz: '/quiz',
  admin: '/admin',
  guestLogin: '/guest-login',
  guestAdmin: '/guest-admin',
  timeline: '/timeline',
  speechGenerator: '/speech-generator',
  aiAssistant: '/ai-assistant',
  arVenue: '/ar-venue',
  meetTheGuests: '/meet-the-guests',
  myPosts: '/my-posts',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
} as const;

export type PagePath = (typeof PAGES)[keyof typeof PAGES];

/** A path as the client router compares it: case-insensitive, one trailing slash ignored. */
const normalized = (pathname: string) =>
  (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();

const pagePaths = new Set<string>(Object.values(PAGES).map(normalized));

/** Whether the client router shows a page (not its 404 page) at this path (no query string). */
export function isPagePath(pathname: string): boolean {
  return pagePaths.has(normalized(pathname));
}
