import { noticesApi } from '../../../protocol/announcements';
import { galleryApi } from '../../../protocol/gallery';
import { guestAuthApi } from '../../../protocol/guests';
import { healthApi } from '../../../protocol/health';
import type { Endpoint } from '../../../protocol/http';
import { leaderboardApi } from '../../../protocol/leaderboard';
import { liveScreenApi } from '../../../protocol/live-screen';
import { moderationApi } from '../../../protocol/moderation';
import { liveWallApi, momentsApi } from '../../../protocol/moments';
import { organizerApi } from '../../../protocol/organizer';
import { calendarApi } from '../../../protocol/planning-calendar';
import type { Topic } from '../../../protocol/events';
import { timelineApi } from '../../../protocol/timeline';
import { translateApi } from '../../../protocol/translate';
import { venuesApi } from '../../../protocol/venues';
import { weddingApi } from '../../../protocol/wedding';

/*
 * What an invite-only site still shows to whom, in one place. Everything a guest can read is
 * closed to a stranger (no guest or organizer session) unless listed here, so a new endpoint or
 * topic starts closed rather than leaking guests' posts.
 */

/** A stranger's reads: the welcome, signing in, and the wedding's basic facts. */
export const OPEN_TO_STRANGERS: readonly Endpoint[] = [
  healthApi.health,
  organizerApi.session,
  guestAuthApi.session,
  weddingApi.settings,
  venuesApi.ceremony,
  venuesApi.reception,
  venuesApi.parking,
  translateApi.capabilities,
  // Fetched by a calendar app, which holds the feed's secret token and never a cookie.
  calendarApi.feed,
];

/** What a projector link's screen reads beyond that: the `/live` wall and the leaderboard. */
export const PROJECTOR_READS: readonly Endpoint[] = [
  liveScreenApi.settings,
  liveWallApi.config,
  moderationApi.wall,
  momentsApi.list,
  momentsApi.stats,
  galleryApi.photos,
  timelineApi.events,
  noticesApi.list,
  leaderboardApi.leaderboard,
  leaderboardApi.liveLeaderboard,
  leaderboardApi.podium,
];

/** Live topics: a stranger follows only the settings (so the gate follows a change of mode). */
export const STRANGER_TOPICS: readonly Topic[] = ['wedding'];
export const PROJECTOR_TOPICS: readonly Topic[] = [
  'wedding',
  'live',
  'moments',
  'gallery',
  'timeline',
  'notices',
  'leaderboard',
];
