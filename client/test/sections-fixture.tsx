import { Camera, Heart, House, Info, MapPin, MessageSquare, Sparkles, Users } from 'lucide-react';
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
  { id: 'home', labelKey: 'nav.home', icon: House, Component: fixtureSection('home', 'Welcome section') },
  { id: 'wedding-details', labelKey: 'nav.weddingDetails', icon: Info, Component: fixtureSection('wedding-details', 'Details section') },
  { id: 'love-story', labelKey: 'nav.loveStory', icon: Heart, Component: fixtureSection('love-story', 'Story section') },
  { id: 'venue-map', labelKey: 'nav.venues', icon: MapPin, Component: fixtureSection('venue-map', 'Venue section') },
  { id: 'wedding-party', labelKey: 'nav.weddingParty', icon: Users, Component: fixtureSection('wedding-party', 'Party section') },
  { id: 'live-wedding-moments', labelKey: 'nav.liveMoments', icon: Sparkles, Component: fixtureSection('live-wedding-moments', 'Moments section') },
  { id: 'photo-upload', labelKey: 'nav.photos', icon: Camera, Component: fixtureSection('photo-upload', 'Photo section') },
  { id: 'guest-book', labelKey: 'nav.guestBook', icon: MessageSquare, Component: fixtureSection('guest-book', 'Guest book section') },
];
