import type { GuestProfile, Itinerary, ItineraryEntry, Recommendation } from '../../../protocol/ai';
import { townOf } from '../venues/wedding-facts';
import { labelOf, type ScheduleItem, type WeddingDay } from './wedding-day';

/**
 * The assistant without an AI endpoint: recommendations and an itinerary composed from the
 * wedding's schedule, venues and parking and the guest's record. Pure, so every rule is tested.
 */

const relationshipNames: Record<GuestProfile['relationship'], string> = {
  family: 'family',
  'extended-family': 'extended family',
  friends: 'a friend',
  colleagues: 'a colleague',
};

const isFamily = (profile: GuestProfile) =>
  profile.relationship === 'family' || profile.relationship === 'extended-family';

const firstOf = (day: WeddingDay, category: string) =>
  day.schedule.find((item) => item.category === category);

/** The ceremony's schedule entry, else the venue's own start. */
function ceremonyStart(day: WeddingDay): { time: string; minutes: number } {
  const item = firstOf(day, 'ceremony');
  const [hours, minutes] = day.facts.ceremony.startTime.split(':').map(Number);
  const venueMinutes = hours * 60 + minutes;
  const ceremony = day.schedule.find((entry) => entry.minutes === venueMinutes) ?? item;
  return ceremony ?? { time: day.facts.ceremonyTime, minutes: venueMinutes };
}

/** Arrive early enough to park, walk over and sit down; earlier with step-free needs. */
export function arrivalMinutes(profile: GuestProfile, day: WeddingDay): number {
  return ceremonyStart(day).minutes - (profile.accessibilityNeeds ? 45 : 30);
}

function accessibleLot(day: WeddingDay) {
  return day.lots.find((lot) => lot.features.some((f) => /accessible/i.test(f))) ?? day.facts.closest;
}

function parkingAdvice(profile: GuestProfile, day: WeddingDay): Recommendation | undefined {
  const { facts } = day;
  if (profile.accessibilityNeeds) {
    const lot = accessibleLot(day);
    return {
      title: lot ? `Accessible parking in ${lot.name}` : `Step-free arrival at ${facts.ceremony.name}`,
      description: [
        lot && `${lot.name} is ${lot.walkingTime} from ${facts.ceremony.name}: ${lot.features.join(', ').toLowerCase()}.`,
        facts.ceremony.accessibility,
      ]
        .filter(Boolean)
        .join(' '),
      category: 'parking',
      priority: 'high',
      personalization_reason: `The organizers noted your accessibility needs (${profile.accessibilityNeeds}).`,
      actionable_tips: [
        lot ? `Use the accessible spaces in ${lot.name}.` : `Ask for the accessible spaces when you arrive.`,
        `A driver can drop you at the ${facts.ceremony.name} entrance first, then park.`,
        `At ${facts.reception.name}: ${facts.reception.accessibility}`,
        `Tell ${facts.contact.name} (${facts.contact.phone}) before the day and an usher will meet you.`,
      ],
    };
  }
  if (!facts.closest) return undefined;
  return {
    title: `Park in ${facts.closest.name}`,
    description: `${facts.closest.name} is the closest free lot (${facts.closest.walkingTime} to ${facts.ceremony.name}).`,
    category: 'parking',
    priority: 'medium',
    personalization_reason: profile.plusOne
      ? 'You are coming with a guest: one car in the closest lot keeps you together.'
      : 'Parking near the venue makes the walk to your seat short.',
    actionable_tips: [
      ...(facts.otherLots.length ? [`If it is full, ${facts.otherLots.join(', ')} are free too.`] : []),
      ...facts.rules.slice(0, 2),
      `For the reception: ${facts.reception.parkingInfo}`,
    ],
  };
}

function travelAdvice(profile: GuestProfile, day: WeddingDay): Recommendation | undefined {
  if (!profile.outOfTown) return undefined;
  const { facts } = day;
  const town = townOf(facts.ceremony.address);
  return {
    title: `Your trip from ${profile.travelingFrom} to ${town}`,
    description: `The ceremony is on ${facts.dayLabel} at ${facts.ceremonyTime} (${facts.zoneLabel}) in ${town}; the ${facts.reception.label.toLowerCase()} at ${facts.reception.name} runs ${facts.receptionTimes}.`,
    category: 'venue',
    priority: 'high',
    personalization_reason: `You are traveling from ${profile.travelingFrom}.`,
    actionable_tips: [
      `Book a hotel near ${town} for the night before, so the ${facts.ceremonyTime} start is easy.`,
      `Save both addresses in your maps app: ${facts.ceremony.address}; ${facts.reception.address}.`,
      `The venues are about ${Math.max(1, Math.round(facts.milesBetweenVenues))} miles apart: plan a car or a ride between them.`,
      facts.directions,
    ],
  };
}

function scheduleAdvice(profile: GuestProfile, day: WeddingDay): Recommendation {
  const ceremony = ceremonyStart(day);
  const arrive = labelOf(arrivalMinutes(profile, day));
  return {
    title: `Be seated before ${ceremony.time}`,
    description: `Arrive at ${day.facts.ceremony.name} by ${arrive}. The day: ${day.schedule.map((item) => `${item.time} ${item.title}`).join(', ')}.`,
    category: 'timeline',
    priority: 'high',
    personalization_reason: profile.accessibilityNeeds
      ? 'A few extra minutes let you park close and settle in without a rush.'
      : `Guests are seated before the ceremony starts at ${ceremony.time}.`,
    actionable_tips: day.schedule.map(
      (item) => `${item.time}: ${item.title}${item.location ? ` at ${item.location}` : ''}`,
    ),
  };
}

function photoAdvice(profile: GuestProfile, day: WeddingDay): Recommendation | undefined {
  const photos = firstOf(day, 'photos');
  if (!photos) return undefined;
  return {
    title: isFamily(profile) ? 'You are in the family photos' : 'Photos after the ceremony',
    description: `${photos.title} at ${photos.time}${photos.location ? ` at ${photos.location}` : ''}.`,
    category: 'photos',
    priority: isFamily(profile) ? 'high' : 'low',
    personalization_reason: isFamily(profile)
      ? `You are ${relationshipNames[profile.relationship]}${profile.side ? ` on the ${profile.side === 'both' ? "couple's" : `${profile.side}'s`} side` : ''}, so the photographer will call for you.`
      : 'Group photos are a lovely moment to be part of.',
    actionable_tips: [
      isFamily(profile) ? 'Stay near the couple right after the ceremony.' : 'Share your own photos on the live wall.',
      ...(photos.description ? [photos.description] : []),
    ],
  };
}

function receptionAdvice(profile: GuestProfile, day: WeddingDay): Recommendation {
  const { reception } = day.facts;
  return {
    title: `${reception.label} at ${reception.name}`,
    description: `${reception.label} runs ${day.facts.receptionTimes} at ${reception.address}.`,
    category: 'dining',
    priority: 'medium',
    personalization_reason: profile.plusOne
      ? 'Your invitation includes a guest: they are expected at the reception too.'
      : 'The meal is planned for every confirmed guest.',
    actionable_tips: [
      ...(profile.plusOne ? [`Tell ${day.facts.contact.name} your guest's name and any dietary needs.`] : []),
      ...(reception.note ? [reception.note] : []),
      `Dietary questions: ${day.facts.contact.email}.`,
    ],
  };
}

function giftAdvice(day: WeddingDay): Recommendation {
  return {
    title: 'Gifts',
    description: `${day.couple} keep a registry at ${day.registryName}.`,
    category: 'gifts',
    priority: 'low',
    personalization_reason: 'Guests often ask what the couple would like.',
    actionable_tips: [`See the registry at ${day.registryName}, or leave a note in the guest book.`],
  };
}

export function builtInRecommendations(profile: GuestProfile, day: WeddingDay): Recommendation[] {
  const order = { high: 0, medium: 1, low: 2 } as const;
  return [
    parkingAdvice(profile, day),
    travelAdvice(profile, day),
    scheduleAdvice(profile, day),
    photoAdvice(profile, day),
    receptionAdvice(profile, day),
    giftAdvice(day),
  ]
    .filter((item): item is Recommendation => item !== undefined)
    .sort((a, b) => order[a.priority] - order[b.priority]);
}

function tipFor(item: ScheduleItem, profile: GuestProfile, day: WeddingDay): string | undefined {
  if (item.category === 'photos' && isFamily(profile)) return 'Family photos: stay close to the couple.';
  if (item.category === 'reception' && profile.plusOne) return 'Your guest sits with you.';
  if (item.category === 'reception' && profile.accessibilityNeeds) return `At ${day.facts.reception.name}: ${day.facts.reception.accessibility}`;
  if (item.category === 'ceremony' && profile.accessibilityNeeds) return 'Ask an usher for a seat on the aisle with easy access.';
  return undefined;
}

export function builtInItinerary(profile: GuestProfile, day: WeddingDay): Itinerary {
  const { facts } = day;
  const arrive = arrivalMinutes(profile, day);
  const lot = profile.accessibilityNeeds ? accessibleLot(day) : facts.closest;
  const arrival: ItineraryEntry = {
    time: labelOf(arrive),
    location: lot ? `${lot.name}, ${facts.ceremony.name}` : facts.ceremony.name,
    activity: 'Arrive and park',
    notes: lot ? `${lot.name}: ${lot.walkingTime} to ${facts.ceremony.name}.` : facts.ceremony.parkingInfo,
    ...(profile.accessibilityNeeds ? { personalized_tip: 'Use the accessible spaces and the step-free path.' } : {}),
  };
  const events: ItineraryEntry[] = day.schedule
    .filter((item) => item.minutes >= arrive)
    .map((item) => {
      const tip = tipFor(item, profile, day);
      return {
        time: item.time,
        location: item.location ?? '',
        activity: item.title,
        notes: item.description ?? '',
        ...(tip ? { personalized_tip: tip } : {}),
      };
    });
  const last = day.schedule[day.schedule.length - 1];
  const departure: ItineraryEntry[] = last
    ? [{
        time: labelOf(last.minutes + last.duration),
        location: last.location ?? facts.reception.name,
        activity: 'Head home',
        notes: profile.outOfTown ? 'Back to your hotel: arrange your ride before the evening ends.' : 'Say goodbye to the couple.',
      }]
    : [];
  const notes = [
    `Welcome, ${profile.firstName}! ${day.couple} marry on ${facts.dayLabel}.`,
    ...(profile.outOfTown
      ? [`Traveling from ${profile.travelingFrom}: book a hotel near ${townOf(facts.ceremony.address)} for the night before.`]
      : []),
    ...(profile.accessibilityNeeds ? [`Step-free access: ${facts.ceremony.accessibility}`] : []),
    ...(profile.plusOne ? ['Your invitation includes a guest.'] : []),
  ];
  return { personal_notes: notes, timeline: [arrival, ...events, ...departure] };
}
