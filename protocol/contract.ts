import { adminGuestsApi } from './admin-guests';
import { aiApi } from './ai';
import { analyticsApi } from './analytics';
import { announcementsApi, noticesApi } from './announcements';
import { arVenueApi } from './ar-venue';
import { deviceApi } from './device';
import { galleryApi } from './gallery';
import { gamesApi } from './games';
import { giftsApi } from './gifts';
import { guestbookApi } from './guestbook';
import { guestProfilesApi } from './guest-profiles';
import { guestAuthApi, guestsApi } from './guests';
import { weekendEventsApi } from './household-events';
import { householdsApi } from './households';
import { rsvpReportApi } from './rsvp-report';
import { leaderboardApi } from './leaderboard';
import { liveScreenApi } from './live-screen';
import { healthApi } from './health';
import { keepsakeApi } from './keepsake';
import type { Endpoint } from './http';
import { moderationApi } from './moderation';
import { newsletterApi } from './newsletter';
import { liveWallApi, momentsApi } from './moments';
import { organizerApi } from './organizer';
import { projectorLinksApi } from './projector-links';
import { quizApi } from './quiz';
import { quizAuthoringApi } from './quiz-authoring';
import { calendarApi } from './planning-calendar';
import { rsvpApi } from './rsvp';
import { rsvpLinksApi } from './rsvp-links';
import { seatFinderApi, seatingApi } from './seating';
import { siteAccessApi } from './site-access';
import { speechApi } from './speech';
import { timelineApi } from './timeline';
import { translateApi } from './translate';
import { vendorsApi } from './vendors';
import { venuesApi } from './venues';
import { weddingPartyApi } from './wedding-party';
import { weddingApi } from './wedding';
import { weddingEditApi } from './wedding-edit';
import { uploadsApi } from './uploads';
import { galleryRevealApi } from './gallery-reveal';
import { videoStatusApi } from './video-status';

/** The whole REST contract, one group per feature. */
export const api = {
  health: healthApi,
  device: deviceApi,
  organizer: organizerApi,
  wedding: weddingApi,
  siteAccess: siteAccessApi,
  moments: momentsApi,
  uploads: uploadsApi,
  videos: videoStatusApi,
  liveWall: liveWallApi,
  guests: guestsApi,
  guestAuth: guestAuthApi,
  adminGuests: adminGuestsApi,
  venues: venuesApi,
  guestbook: guestbookApi,
  rsvp: rsvpApi,
  rsvpLinks: rsvpLinksApi,
  households: householdsApi,
  weekendEvents: weekendEventsApi,
  rsvpReport: rsvpReportApi,
  gifts: giftsApi,
  weddingParty: weddingPartyApi,
  games: gamesApi,
  leaderboard: leaderboardApi,
  liveScreen: liveScreenApi,
  projectorLinks: projectorLinksApi,
  announcements: announcementsApi,
  notices: noticesApi,
  speech: speechApi,
  arVenue: arVenueApi,
  seating: seatingApi,
  seatFinder: seatFinderApi,
  timeline: timelineApi,
  ai: aiApi,
  gallery: galleryApi,
  galleryReveal: galleryRevealApi,
  translate: translateApi,
  analytics: analyticsApi,
  weddingEdit: weddingEditApi,
  moderation: moderationApi,
  newsletter: newsletterApi,
  guestProfiles: guestProfilesApi,
  vendors: vendorsApi,
  calendar: calendarApi,
  keepsake: keepsakeApi,
  quiz: quizApi,
  quizAuthoring: quizAuthoringApi,
} as const;

export type ApiGroup = keyof typeof api;

export interface NamedEndpoint {
  group: ApiGroup;
  name: string;
  endpoint: Endpoint;
}

/** Every endpoint of the contract, flat, named `group.name`. */
export const allEndpoints: readonly NamedEndpoint[] = Object.entries(api).flatMap(
  ([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({
      group: group as ApiGroup,
      name,
      endpoint,
    })),
);
