import { describe, expect, it } from 'vitest';
import type { GuestProfile } from '../../../protocol/ai';
import type { TimelineEvent } from '../../../protocol/timeline';
import { defaultWeddingSettings } from '../wedding/defaults';
import { builtInItinerary, builtInRecommendations } from './built-in';
import { isOutOfTown, weddingDayOf } from './wedding-day';

const event = (time: string, title: string, category: string, location?: string): TimelineEvent => ({
  id: title,
  title,
  time,
  duration: 30,
  location,
  category,
  icon: 'heart',
  isInteractive: false,
  allowGuestMessages: false,
  allowPhotoUploads: false,
  sortOrder: 0,
  createdAt: new Date(0).toISOString(),
});

// An organizer's own schedule (not the default one): its times must be the ones the guest reads.
const schedule = [
  event('08:40', 'Doors Open', 'ceremony', 'Memorial Chapel Garden'),
  event('09:00', 'Ceremony', 'ceremony', 'Memorial Chapel Garden'),
  event('09:50', 'Family Photos', 'photos', 'Chapel Lawn'),
  event('13:00', 'Lunch', 'reception', 'The Dock Street Table'),
  event('14:35', 'Cake Cutting', 'reception', 'The Dock Street Table'),
];
const day = weddingDayOf(defaultWeddingSettings, schedule);

const guest = (overrides: Partial<GuestProfile> = {}): GuestProfile => ({
  firstName: 'Ana',
  lastName: 'Garcia',
  relationship: 'friends',
  outOfTown: false,
  plusOne: false,
  ...overrides,
});

describe('built-in recommendations', () => {
  it('gives a guest with accessibility needs the accessible-parking advice first', () => {
    const recommendations = builtInRecommendations(guest({ accessibilityNeeds: 'Wheelchair user' }), day);
    const parking = recommendations.find((r) => r.category === 'parking')!;
    expect(parking.title).toBe('Accessible parking in Lot Y');
    expect(parking.priority).toBe('high');
    expect(parking.personalization_reason).toContain('Wheelchair user');
    expect(parking.actionable_tips.join(' ')).toContain('accessible spaces in Lot Y');
    expect(recommendations[0].priority).toBe('high');
  });

  it('gives a guest without such needs the ordinary parking advice', () => {
    const parking = builtInRecommendations(guest(), day).find((r) => r.category === 'parking')!;
    expect(parking.title).toBe('Park in Lot Y');
    expect(parking.priority).toBe('medium');
  });

  it('gives an out-of-town guest travel and hotel advice, and a local guest none', () => {
    const traveler = guest({ travelingFrom: 'Madrid, Spain', outOfTown: true });
    const travel = builtInRecommendations(traveler, day).find((r) => r.title.startsWith('Your trip'))!;
    expect(travel.title).toBe('Your trip from Madrid, Spain to College Park');
    expect(travel.actionable_tips[0]).toContain('Book a hotel near College Park');
    expect(builtInItinerary(traveler, day).personal_notes.join(' ')).toContain('book a hotel');
    expect(builtInRecommendations(guest(), day).some((r) => r.title.startsWith('Your trip'))).toBe(false);
  });

  it('shows the schedule’s own times', () => {
    const timeline = builtInRecommendations(guest(), day).find((r) => r.category === 'timeline')!;
    expect(timeline.actionable_tips).toEqual([
      '8:40 AM: Doors Open at Memorial Chapel Garden',
      '9:00 AM: Ceremony at Memorial Chapel Garden',
      '9:50 AM: Family Photos at Chapel Lawn',
      '1:00 PM: Lunch at The Dock Street Table',
      '2:35 PM: Cake Cutting at The Dock Street Table',
    ]);
    expect(timeline.title).toBe('Be seated before 9:00 AM');
  });

  it('puts family in the photos', () => {
    const photos = builtInRecommendations(guest({ relationship: 'family', side: 'bride' }), day).find(
      (r) => r.category === 'photos',
    )!;
    expect(photos.priority).toBe('high');
    expect(photos.personalization_reason).toContain("bride's side");
  });
});

describe('built-in itinerary', () => {
  it('follows the schedule from arrival to departure', () => {
    const itinerary = builtInItinerary(guest(), day);
    expect(itinerary.timeline.map((entry) => `${entry.time} ${entry.activity}`)).toEqual([
      '8:30 AM Arrive and park',
      '8:40 AM Doors Open',
      '9:00 AM Ceremony',
      '9:50 AM Family Photos',
      '1:00 PM Lunch',
      '2:35 PM Cake Cutting',
      '3:05 PM Head home',
    ]);
    expect(itinerary.personal_notes[0]).toBe(`Welcome, Ana! ${day.couple} marry on Sunday, August 31, 2025.`);
  });

  it('plans an earlier, step-free arrival for a guest with accessibility needs', () => {
    const itinerary = builtInItinerary(guest({ accessibilityNeeds: 'Uses a walker', plusOne: true }), day);
    expect(itinerary.timeline[0]).toMatchObject({
      time: '8:15 AM',
      location: 'Lot Y, Memorial Chapel Garden',
      personalized_tip: 'Use the accessible spaces and the step-free path.',
    });
    expect(itinerary.timeline.find((e) => e.activity === 'Lunch')?.personalized_tip).toBe('Your guest sits with you.');
    expect(itinerary.personal_notes).toContain('Your invitation includes a guest.');
  });
});

describe('out of town', () => {
  it('is a guest whose home does not name the ceremony’s town', () => {
    expect(isOutOfTown('Madrid, Spain', day.facts)).toBe(true);
    expect(isOutOfTown('College Park, MD', day.facts)).toBe(false);
    expect(isOutOfTown('  ', day.facts)).toBe(false);
    expect(isOutOfTown(undefined, day.facts)).toBe(false);
  });

  it('falls back to the venues’ own times when the timeline is empty', () => {
    const times = weddingDayOf(defaultWeddingSettings, []).schedule.map((item) => item.time);
    expect(times).toContain('9:00 AM');
    expect(times).toContain('1:00 PM');
  });
});
