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
    const recommendations = builtInRecommendations(guest({ accessibilityNeeds: 'Wheelchair user' }), day, 'en');
    const parking = recommendations.find((r) => r.category === 'parking')!;
    expect(parking.title).toBe('Accessible parking in Lot Y');
    expect(parking.priority).toBe('high');
    expect(parking.personalization_reason).toContain('Wheelchair user');
    expect(parking.actionable_tips.join(' ')).toContain('accessible spaces in Lot Y');
    expect(recommendations[0].priority).toBe('high');
  });

  it('gives a guest without such needs the ordinary parking advice', () => {
    const parking = builtInRecommendations(guest(), day, 'en').find((r) => r.category === 'parking')!;
    expect(parking.title).toBe('Park in Lot Y');
    expect(parking.priority).toBe('medium');
  });

  it('gives an out-of-town guest travel and hotel advice, and a local guest none', () => {
    const traveler = guest({ travelingFrom: 'Madrid, Spain', outOfTown: true });
    const travel = builtInRecommendations(traveler, day, 'en').find((r) => r.title.startsWith('Your trip'))!;
    expect(travel.title).toBe('Your trip from Madrid, Spain to College Park');
    expect(travel.actionable_tips[0]).toContain('Book a hotel near College Park');
    expect(builtInItinerary(traveler, day, 'en').personal_notes.join(' ')).toContain('book a hotel');
    expect(builtInRecommendations(guest(), day, 'en').some((r) => r.title.startsWith('Your trip'))).toBe(false);
  });

  it('shows the schedule’s own times', () => {
    const timeline = builtInRecommendations(guest(), day, 'en').find((r) => r.category === 'timeline')!;
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
    const photos = builtInRecommendations(guest({ relationship: 'family', side: 'bride' }), day, 'en').find(
      (r) => r.category === 'photos',
    )!;
    expect(photos.priority).toBe('high');
    expect(photos.personalization_reason).toContain("bride's side");
  });
});

describe('built-in itinerary', () => {
  it('follows the schedule from arrival to departure', () => {
    const itinerary = builtInItinerary(guest(), day, 'en');
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
    const itinerary = builtInItinerary(guest({ accessibilityNeeds: 'Uses a walker', plusOne: true }), day, 'en');
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

describe('built-in answers in Spanish', () => {
  const needs = guest({ accessibilityNeeds: 'Wheelchair user', plusOne: true, relationship: 'family', side: 'groom' });
  const traveler = guest({ travelingFrom: 'Madrid, Spain', outOfTown: true });
  const byCategory = (language: 'en' | 'es', profile: GuestProfile) =>
    Object.fromEntries(builtInRecommendations(profile, day, language).map((r) => [r.category, r]));

  it('gives the same advice, in the same order and priority, as in English', () => {
    for (const profile of [guest(), needs, traveler]) {
      const shape = (language: 'en' | 'es') =>
        builtInRecommendations(profile, day, language).map((r) => [r.category, r.priority, r.actionable_tips.length]);
      expect(shape('es')).toEqual(shape('en'));
    }
  });

  it('writes the accessible-parking advice in Spanish around the same lot, venue and contact', () => {
    const parking = byCategory('es', needs).parking;
    expect(parking.title).toBe('Estacionamiento accesible en Lot Y');
    expect(parking.description).toContain('Lot Y tiene plazas accesibles y está a 2 min a pie de Memorial Chapel Garden.');
    expect(parking.personalization_reason).toBe(
      'Los organizadores han anotado sus necesidades de accesibilidad (Wheelchair user).',
    );
    expect(parking.actionable_tips[0]).toBe('Use las plazas accesibles de Lot Y.');
    const english = byCategory('en', needs).parking.actionable_tips.join(' ');
    for (const fact of [day.facts.contact.name, day.facts.contact.phone, 'The Dock Street Table']) {
      expect(english).toContain(fact);
      expect(parking.actionable_tips.join(' ')).toContain(fact);
    }
  });

  it('sends a guest without such needs to the closest lot, and names the others', () => {
    const parking = byCategory('es', guest()).parking;
    expect(parking.title).toBe('Estacione en Lot Y');
    expect(parking.description).toBe(
      'Lot Y es el estacionamiento gratuito más cercano, a 2 min a pie de Memorial Chapel Garden.',
    );
    const others = day.facts.otherLots;
    expect(others.length).toBeGreaterThan(0);
    for (const lot of others) expect(parking.actionable_tips[0]).toContain(lot);
    expect(parking.actionable_tips[0]).toMatch(/^Si está lleno, .* gratuitos?\.$/);
  });

  it('keeps the schedule’s own times, reading the clock the Spanish way', () => {
    const timeline = byCategory('es', guest()).timeline;
    expect(timeline.title).toBe('Ocupe su asiento antes de las 9:00 AM');
    expect(timeline.description).toContain('Llegue a Memorial Chapel Garden no más tarde de las 8:30 AM.');
    expect(timeline.actionable_tips).toEqual([
      '8:40 AM: Doors Open en Memorial Chapel Garden',
      '9:00 AM: Ceremony en Memorial Chapel Garden',
      '9:50 AM: Family Photos en Chapel Lawn',
      '1:00 PM: Lunch en The Dock Street Table',
      '2:35 PM: Cake Cutting en The Dock Street Table',
    ]);
    expect(byCategory('es', needs).photos.description).toBe('Family Photos, a las 9:50 AM en Chapel Lawn.');
    expect(byCategory('en', guest()).dining.description).toContain('runs 1:00 PM to 3:00 PM at');
    expect(byCategory('es', guest()).dining.description).toMatch(/^La celebración es de la 1:00 PM a las 3:00 PM en /);
  });

  it('gives travel advice with the date, hotel town and distance in Spanish', () => {
    const travel = byCategory('es', traveler).venue;
    expect(travel.title).toBe('Su viaje desde Madrid, Spain hasta College Park');
    expect(travel.description).toMatch(/^La ceremonia es el domingo, 31 de agosto de 2025 a las 9:00 AM \(.+\) en College Park;/);
    expect(travel.actionable_tips[0]).toBe(
      'Reserve un hotel cerca de College Park para la noche anterior: así llegará con calma a la ceremonia de las 9:00 AM.',
    );
    const miles = byCategory('en', traveler).venue.actionable_tips[2].match(/about (\d+) miles/)![1];
    expect(travel.actionable_tips[2]).toContain(`a unas ${miles} millas`);
  });

  it('puts the family in the photos, naming their side', () => {
    const photos = byCategory('es', needs).photos;
    expect(photos.priority).toBe('high');
    expect(photos.personalization_reason).toBe('Forma parte de la familia del novio, así que el fotógrafo le llamará.');
  });

  it('plans the same itinerary with Spanish words', () => {
    const english = builtInItinerary(needs, day, 'en');
    const spanish = builtInItinerary(needs, day, 'es');
    expect(spanish.timeline.map((e) => e.time)).toEqual(english.timeline.map((e) => e.time));
    expect(spanish.timeline.map((e) => e.location)).toEqual(english.timeline.map((e) => e.location));
    expect(spanish.timeline[0]).toMatchObject({
      time: '8:15 AM',
      activity: 'Llegada y estacionamiento',
      notes: 'Lot Y: a 2 min a pie de Memorial Chapel Garden.',
      personalized_tip: 'Use las plazas accesibles y el camino sin escalones.',
    });
    expect(spanish.timeline.find((e) => e.activity === 'Lunch')?.personalized_tip).toBe('Su acompañante se sienta con usted.');
    expect(spanish.timeline.at(-1)).toMatchObject({ time: '3:05 PM', activity: 'Vuelta a casa' });
    expect(spanish.personal_notes[0]).toBe(`¡Hola, Ana! ${day.couple} se casan el domingo, 31 de agosto de 2025.`);
    expect(spanish.personal_notes).toContain('Su invitación incluye acompañante.');
  });
});
