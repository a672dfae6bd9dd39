import type { HomeSection } from '../features/home/sections';

function fixtureSection(id: HomeSection['id'], heading: string) {
  return function FixtureSection() {
    return (
      <section id={id} style={{ minHeight: 600 }}>
        <h2>{heading}</h2>
      </section>
    );
  };
}

/** Eight sections in page order, for chrome tests that must not depend on what is registered. */
export const fixtureSections: HomeSection[] = [
  { id: 'home', labelKey: 'nav.home', Component: fixtureSection('home', 'Welcome section') },
  {
    id: 'wedding-details',
    labelKey: 'nav.weddingDetails',
    Component: fixtureSection('wedding-details', 'Details section'),
  },
  {
    id: 'love-story',
    labelKey: 'nav.loveStory',
    Component: fixtureSection('love-story', 'Story section'),
  },
  {
    id: 'venue-map',
    labelKey: 'nav.venues',
    Component: fixtureSection('venue-map', 'Venue section'),
  },
  {
    id: 'wedding-party',
    labelKey: 'nav.weddingParty',
    Component: fixtureSection('wedding-party', 'Party section'),
  },
  {
    id: 'live-wedding-moments',
    labelKey: 'nav.liveMoments',
    Component: fixtureSection('live-wedding-moments', 'Moments section'),
  },
  {
    id: 'photo-upload',
    labelKey: 'nav.photos',
    Component: fixtureSection('photo-upload', 'Photo section'),
  },
  {
    id: 'guest-book',
    labelKey: 'nav.guestBook',
    Component: fixtureSection('guest-book', 'Guest book section'),
  },
];
