/**
 * The type of every namespace's catalog, from its English strings (type queries only: nothing of
 * this file reaches a bundle). `useStrings` (use-strings.ts) types `t()` keys from it, one
 * namespace per call site; i18next's own `CustomTypeOptions` over all namespaces at once ran tsc
 * out of its 4 GB heap, so it stays off. A namespace registered from two modules is typed as both.
 */

/** A namespace's English catalog, from the module that registers it. */
type En<Strings extends { catalogs: { en: object } }> = Strings['catalogs']['en'];

export type Resources = {
  admin: En<typeof import('../features/admin/strings')>;
  bilingual: En<typeof import('./bilingual-strings')>;
  'admin-analytics': En<typeof import('../features/admin-analytics/strings')>;
  'admin-announcements': En<typeof import('../features/admin-announcements/strings')>;
  'admin-gifts': En<typeof import('../features/admin-gifts/strings')>;
  'admin-households': En<typeof import('../features/admin-households/strings')> &
    En<typeof import('../features/admin-households/strings-households')>;
  'admin-guests': En<typeof import('../features/admin-guests/strings')> &
    En<typeof import('../features/admin-guests/strings-import')>;
  'admin-moderation': En<typeof import('../features/admin-moderation/strings')>;
  'admin-planning': En<typeof import('../features/admin-planning/strings')>;
  'admin-seating': En<typeof import('../features/admin-seating/strings')> &
    En<typeof import('../features/admin-seating/strings-dialogs')>;
  'admin-timeline': En<typeof import('../features/admin-timeline/strings')>;
  'admin-quiz': En<typeof import('../features/admin-quiz/strings')> &
    En<typeof import('../features/admin-quiz/strings-tools')>;
  'admin-videos': En<typeof import('../features/admin/videos/strings')>;
  adminAccess: En<typeof import('../features/admin-access/strings')>;
  adminRsvps: En<typeof import('../features/admin-rsvps/strings')>;
  'admin-rsvp-report': En<typeof import('../features/admin-rsvp-report/strings')>;
  aiAssistant: En<typeof import('../features/ai-assistant/strings')>;
  announcements: En<typeof import('../features/announcements/strings')>;
  'ar-venue': En<typeof import('../features/ar-venue/strings')>;
  'gallery-reveal': En<typeof import('../features/photos/reveal-strings')>;
  chrome: En<typeof import('../features/chrome/strings')>;
  common: En<typeof import('./common-strings')>;
  contact: En<typeof import('../features/contact/strings')>;
  countdown: En<typeof import('../features/countdown/strings')>;
  failure: En<typeof import('./failure-feedback')>;
  forms: En<typeof import('./form-strings')>;
  games: En<typeof import('../features/games/strings')>;
  'gif-creator': En<typeof import('../features/gif-creator/strings')>;
  gifts: En<typeof import('../features/gifts/strings')>;
  'guest-profiles': En<typeof import('../features/guest-profiles/strings')>;
  guestAdmin: En<typeof import('../features/guest-admin/strings')>;
  guestGate: En<typeof import('../features/guest-gate/strings')>;
  guestLogin: En<typeof import('../features/guest-login/strings')>;
  guestbook: En<typeof import('../features/guestbook/strings')>;
  hero: En<typeof import('../features/hero/strings')>;
  keepsake: En<typeof import('../features/keepsake/strings')>;
  leaderboard: En<typeof import('../features/leaderboard/strings')>;
  'live-quiz': En<typeof import('../features/live-quiz/strings')>;
  'live-wall': En<typeof import('../features/live-wall/strings')>;
  loveStory: En<typeof import('../features/love-story/strings')>;
  media: En<typeof import('./media-upload/strings')>;
  moments: En<typeof import('../features/moments/strings')>;
  'my-posts': En<typeof import('../features/keepsake/my-posts-strings')>;
  'my-posts-menu': En<typeof import('../features/keepsake/useMyPostsMenuItem')>;
  newsletter: En<typeof import('../features/newsletter/strings')>;
  outbox: En<typeof import('./outbox/strings')>;
  photos: En<typeof import('../features/photos/strings')>;
  postTranslation: En<typeof import('../features/translation/strings')>;
  'projector-links': En<typeof import('../features/projector-links/strings')>;
  pwa: En<typeof import('../features/pwa/strings')>;
  quiz: En<typeof import('../features/quiz/strings')>;
  'quiz-host': En<typeof import('../features/quiz-host/strings')>;
  push: En<typeof import('../features/push/strings')>;
  rsvp: En<typeof import('../features/rsvp/strings')>;
  'household-rsvp': En<typeof import('../features/rsvp/household/strings')>;
  'seat-finder': En<typeof import('../features/seat-finder/strings')>;
  speech: En<typeof import('../features/speech/strings')>;
  timeline: En<typeof import('../features/timeline/strings')>;
  translationDrafts: En<typeof import('../features/translation-drafts/strings')>;
  ui: En<typeof import('./ui/strings')>;
  venueMap: En<typeof import('../features/venue-map/strings')>;
  'wedding-editor': En<typeof import('../features/wedding-editor/strings')>;
  weddingDetails: En<typeof import('../features/wedding-details/strings')>;
  weddingParty: En<typeof import('../features/wedding-party/strings')>;
  video: En<typeof import('./video/strings')>;
};
