import type { Feature } from '../lib/feature';

export type { AppContext, Feature } from '../lib/feature';

export async function loadFeatures(): Promise<Feature[]> {
  await import('./models');
  // One line per feature; order only matters for routes that share a path prefix.
  const modules: { feature: Feature }[] = await Promise.all([
    import('./wedding/feature'),
    import('./venues/feature'),
    import('./guests/feature'),
    import('./wedding-party/feature'),
    import('./gifts/feature'),
    import('./guestbook/feature'),
    import('./rsvp/feature'),
    import('./rsvp-links/feature'),
    import('./moments/feature'),
    import('./games/feature'),
    import('./analytics/feature'),
    import('./leaderboard/feature'),
    import('./announcements/feature'),
    import('./timeline/feature'),
    import('./moderation/feature'),
    import('./seating/feature'),
    import('./gallery/feature'),
    import('./speech/feature'),
    import('./assistant/feature'),
    import('./translation/feature'),
    import('./ar-venue/feature'),
    import('./newsletter/feature'),
    import('./guest-profiles/feature'),
    import('./vendors/feature'),
    import('./planning-calendar/feature'),
    import('./keepsake/feature'),
    import('./media-settings/feature'),
    import('./push/feature'),
    import('./quiz/feature'),
    import('./quiz-authoring/feature'),
  ]);
  return modules.map((module) => module.feature);
}
