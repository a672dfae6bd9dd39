import type { KeyOf } from '../../lib/use-strings';
import type { ComponentType } from 'react';
import { HeroSection } from '../hero/HeroSection';
import { lazySection } from './lazy-section';

// Everything below the hero is its own chunk (see lazy-section.ts).
const WeddingDetailsSection = lazySection(
  () => import('../wedding-details/WeddingDetailsSection'),
  (m) => m.WeddingDetailsSection,
);
const LoveStorySection = lazySection(
  () => import('../love-story/LoveStorySection'),
  (m) => m.LoveStorySection,
);
const VenueMapSection = lazySection(
  () => import('../venue-map/VenueMapSection'),
  (m) => m.VenueMapSection,
);
const WeddingPartySection = lazySection(
  () => import('../wedding-party/components/WeddingPartySection'),
  (m) => m.WeddingPartySection,
);
const MomentsSection = lazySection(
  () => import('../moments/components/MomentsSection'),
  (m) => m.MomentsSection,
);
const PhotosSection = lazySection(
  () => import('../photos/PhotosSection'),
  (m) => m.PhotosSection,
);
const GamesSection = lazySection(
  () => import('../games/components/GamesSection'),
  (m) => m.GamesSection,
);
const GifCreatorSection = lazySection(
  () => import('../gif-creator/GifCreatorSection'),
  (m) => m.GifCreatorSection,
);
const GiftRegistrySection = lazySection(
  () => import('../gifts/components/GiftRegistrySection'),
  (m) => m.GiftRegistrySection,
);
const GuestBookSection = lazySection(
  () => import('../guestbook/components/GuestBookSection'),
  (m) => m.GuestBookSection,
);
const RsvpSection = lazySection(
  () => import('../rsvp/components/RsvpSection'),
  (m) => m.RsvpSection,
);
const ContactSection = lazySection(
  () => import('../contact/components/ContactSection'),
  (m) => m.ContactSection,
);

/** The home page's anchors, in the order the spec puts them on the page. */
export const sectionIds = [
  'home',
  'wedding-details',
  'love-story',
  'venue-map',
  'wedding-party',
  'live-wedding-moments',
  'photo-upload',
  'games',
  'gif-creator',
  'gift-registry',
  'guest-book',
  'rsvp',
  'contact',
] as const;

export type SectionId = (typeof sectionIds)[number];

export type HomeSection = {
  /** The anchor; the Component renders `<section id={id}>`. */
  id: SectionId;
  /**
   * The menu label, as an i18next key. A bare key ('nav.venues') is read from the 'chrome'
   * namespace, which has a label for every anchor above (nav.home, nav.weddingDetails,
   * nav.loveStory, nav.venues, nav.weddingParty, nav.liveMoments, nav.photos, nav.games,
   * nav.gifCreator, nav.gifts, nav.guestBook, nav.rsvp, nav.contact). 'namespace:key' reads from
   * another feature's strings.
   */
  labelKey: KeyOf<'chrome'>;
  Component: ComponentType;
};

/**
 * Every home-page section, one line each. The home page renders them and the nav menu lists them,
 * both in the order of `sectionIds` whatever the order of the lines here. The phone menu's icon for
 * a section is in chrome/menu-icons.ts.
 */
export const homeSections: HomeSection[] = [
  { id: 'home', labelKey: 'nav.home', Component: HeroSection },
  {
    id: 'wedding-details',
    labelKey: 'nav.weddingDetails',
    Component: WeddingDetailsSection,
  },
  { id: 'love-story', labelKey: 'nav.loveStory', Component: LoveStorySection },
  { id: 'venue-map', labelKey: 'nav.venues', Component: VenueMapSection },
  {
    id: 'wedding-party',
    labelKey: 'nav.weddingParty',
    Component: WeddingPartySection,
  },
  {
    id: 'live-wedding-moments',
    labelKey: 'nav.liveMoments',
    Component: MomentsSection,
  },
  { id: 'photo-upload', labelKey: 'nav.photos', Component: PhotosSection },
  { id: 'games', labelKey: 'nav.games', Component: GamesSection },
  { id: 'gif-creator', labelKey: 'nav.gifCreator', Component: GifCreatorSection },
  { id: 'gift-registry', labelKey: 'nav.gifts', Component: GiftRegistrySection },
  { id: 'guest-book', labelKey: 'nav.guestBook', Component: GuestBookSection },
  { id: 'rsvp', labelKey: 'nav.rsvp', Component: RsvpSection },
  { id: 'contact', labelKey: 'nav.contact', Component: ContactSection },
];
