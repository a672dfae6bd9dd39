/**
 * The type of every namespace's catalog, from its English strings (type-only imports: nothing of
 * this file reaches a bundle). Declaring it as i18next's `CustomTypeOptions['resources']` makes
 * `t('a.key')` checked by `npm run typecheck`; that declaration is not switched on yet: with all
 * 53 namespaces tsc ran out of its 4 GB heap after 25 minutes (issue 47's notes), and the keys
 * built at run time (helpers taking a `TFunction`, `ns:key` keys, `labelKey: string`) need typed
 * unions first. See `I18nTypeOptions` below for the declaration to use.
 */
import type { catalogs as adminAccess } from '../features/admin-access/strings';
import type { catalogs as adminAnalytics } from '../features/admin-analytics/strings';
import type { catalogs as adminAnnouncements } from '../features/admin-announcements/strings';
import type { catalogs as adminGifts } from '../features/admin-gifts/strings';
import type { catalogs as adminGuests } from '../features/admin-guests/strings';
import type { catalogs as adminModeration } from '../features/admin-moderation/strings';
import type { catalogs as adminPlanning } from '../features/admin-planning/strings';
import type { catalogs as adminRsvps } from '../features/admin-rsvps/strings';
import type { catalogs as adminSeating } from '../features/admin-seating/strings';
import type { catalogs as adminTimeline } from '../features/admin-timeline/strings';
import type { catalogs as admin } from '../features/admin/strings';
import type { catalogs as aiAssistant } from '../features/ai-assistant/strings';
import type { catalogs as announcements } from '../features/announcements/strings';
import type { catalogs as arVenue } from '../features/ar-venue/strings';
import type { catalogs as common } from './common-strings';
import type { catalogs as chrome } from '../features/chrome/strings';
import type { catalogs as contact } from '../features/contact/strings';
import type { catalogs as countdown } from '../features/countdown/strings';
import type { catalogs as games } from '../features/games/strings';
import type { catalogs as gifCreator } from '../features/gif-creator/strings';
import type { catalogs as gifts } from '../features/gifts/strings';
import type { catalogs as guestAdmin } from '../features/guest-admin/strings';
import type { catalogs as guestGate } from '../features/guest-gate/strings';
import type { catalogs as guestLogin } from '../features/guest-login/strings';
import type { catalogs as guestProfiles } from '../features/guest-profiles/strings';
import type { catalogs as guestbook } from '../features/guestbook/strings';
import type { catalogs as hero } from '../features/hero/strings';
import type { catalogs as myPosts } from '../features/keepsake/my-posts-strings';
import type { catalogs as keepsake } from '../features/keepsake/strings';
import type { catalogs as myPostsMenu } from '../features/keepsake/useMyPostsMenuItem';
import type { catalogs as leaderboard } from '../features/leaderboard/strings';
import type { catalogs as liveWall } from '../features/live-wall/strings';
import type { catalogs as loveStory } from '../features/love-story/strings';
import type { catalogs as moments } from '../features/moments/strings';
import type { catalogs as newsletter } from '../features/newsletter/strings';
import type { catalogs as photos } from '../features/photos/strings';
import type { catalogs as projectorLinks } from '../features/projector-links/strings';
import type { catalogs as pwa } from '../features/pwa/strings';
import type { catalogs as rsvp } from '../features/rsvp/strings';
import type { catalogs as seatFinder } from '../features/seat-finder/strings';
import type { catalogs as speech } from '../features/speech/strings';
import type { catalogs as timeline } from '../features/timeline/strings';
import type { catalogs as translationDrafts } from '../features/translation-drafts/strings';
import type { catalogs as postTranslation } from '../features/translation/strings';
import type { catalogs as venueMap } from '../features/venue-map/strings';
import type { catalogs as weddingDetails } from '../features/wedding-details/strings';
import type { catalogs as weddingEditor } from '../features/wedding-editor/strings';
import type { catalogs as weddingParty } from '../features/wedding-party/strings';
import type { catalogs as failure } from './failure-feedback';
import type { catalogs as forms } from './form-strings';
import type { catalogs as media } from './media-upload/strings';
import type { catalogs as outbox } from './outbox/strings';
import type { catalogs as ui } from './ui/strings';

export type Resources = {
  admin: (typeof admin)['en'];
  'admin-analytics': (typeof adminAnalytics)['en'];
  'admin-announcements': (typeof adminAnnouncements)['en'];
  'admin-gifts': (typeof adminGifts)['en'];
  'admin-guests': (typeof adminGuests)['en'];
  'admin-moderation': (typeof adminModeration)['en'];
  'admin-planning': (typeof adminPlanning)['en'];
  'admin-seating': (typeof adminSeating)['en'];
  'admin-timeline': (typeof adminTimeline)['en'];
  adminAccess: (typeof adminAccess)['en'];
  adminRsvps: (typeof adminRsvps)['en'];
  aiAssistant: (typeof aiAssistant)['en'];
  announcements: (typeof announcements)['en'];
  'ar-venue': (typeof arVenue)['en'];
  chrome: (typeof chrome)['en'];
  common: (typeof common)['en'];
  contact: (typeof contact)['en'];
  countdown: (typeof countdown)['en'];
  failure: (typeof failure)['en'];
  forms: (typeof forms)['en'];
  games: (typeof games)['en'];
  'gif-creator': (typeof gifCreator)['en'];
  gifts: (typeof gifts)['en'];
  'guest-profiles': (typeof guestProfiles)['en'];
  guestAdmin: (typeof guestAdmin)['en'];
  guestGate: (typeof guestGate)['en'];
  guestLogin: (typeof guestLogin)['en'];
  guestbook: (typeof guestbook)['en'];
  hero: (typeof hero)['en'];
  keepsake: (typeof keepsake)['en'];
  leaderboard: (typeof leaderboard)['en'];
  'live-wall': (typeof liveWall)['en'];
  loveStory: (typeof loveStory)['en'];
  media: (typeof media)['en'];
  moments: (typeof moments)['en'];
  'my-posts': (typeof myPosts)['en'];
  'my-posts-menu': (typeof myPostsMenu)['en'];
  newsletter: (typeof newsletter)['en'];
  outbox: (typeof outbox)['en'];
  photos: (typeof photos)['en'];
  postTranslation: (typeof postTranslation)['en'];
  'projector-links': (typeof projectorLinks)['en'];
  pwa: (typeof pwa)['en'];
  rsvp: (typeof rsvp)['en'];
  'seat-finder': (typeof seatFinder)['en'];
  speech: (typeof speech)['en'];
  timeline: (typeof timeline)['en'];
  translationDrafts: (typeof translationDrafts)['en'];
  ui: (typeof ui)['en'];
  venueMap: (typeof venueMap)['en'];
  'wedding-editor': (typeof weddingEditor)['en'];
  weddingDetails: (typeof weddingDetails)['en'];
  weddingParty: (typeof weddingParty)['en'];
};

/**
 * What `declare module 'i18next' { interface CustomTypeOptions extends I18nTypeOptions {} }`
 * would declare.
 */
export type I18nTypeOptions = { resources: Resources };
