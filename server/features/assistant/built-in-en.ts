import type { GuestProfile } from '../../../protocol/ai';
import type { BuiltInPhrases } from './built-in-phrases';

const relationshipNames: Record<GuestProfile['relationship'], string> = {
  family: 'family',
  'extended-family': 'extended family',
  friends: 'a friend',
  colleagues: 'a colleague',
};

const sideNames = { bride: "the bride's side", groom: "the groom's side", both: "the couple's side" } as const;

/** The built-in assistant in English. */
export const english: BuiltInPhrases = {
  accessibleParking: ({ profile, day: { facts }, lot }) => ({
    title: lot ? `Accessible parking in ${lot.name}` : `Step-free arrival at ${facts.ceremony.name}`,
    description: [
      lot && `${lot.name} is ${lot.walkingTime} from ${facts.ceremony.name}: ${lot.features.join(', ').toLowerCase()}.`,
      facts.ceremony.accessibility,
    ]
      .filter(Boolean)
      .join(' '),
    personalization_reason: `The organizers noted your accessibility needs (${profile.accessibilityNeeds}).`,
    actionable_tips: [
      lot ? `Use the accessible spaces in ${lot.name}.` : `Ask for the accessible spaces when you arrive.`,
      `A driver can drop you at the ${facts.ceremony.name} entrance first, then park.`,
      `At ${facts.reception.name}: ${facts.reception.accessibility}`,
      `Tell ${facts.contact.name} (${facts.contact.phone}) before the day and an usher will meet you.`,
    ],
  }),

  parking: ({ profile, day: { facts }, lot }) => ({
    title: `Park in ${lot.name}`,
    description: `${lot.name} is the closest free lot (${lot.walkingTime} to ${facts.ceremony.name}).`,
    personalization_reason: profile.plusOne
      ? 'You are coming with a guest: one car in the closest lot keeps you together.'
      : 'Parking near the venue makes the walk to your seat short.',
    actionable_tips: [
      ...(facts.otherLots.length ? [`If it is full, ${facts.otherLots.join(', ')} are free too.`] : []),
      ...facts.rules.slice(0, 2),
      `For the reception: ${facts.reception.parkingInfo}`,
    ],
  }),

  travel: ({ profile, day: { facts }, town, miles }) => ({
    title: `Your trip from ${profile.travelingFrom} to ${town}`,
    description: `The ceremony is on ${facts.dayLabel} at ${facts.ceremonyTime} (${facts.zoneLabel}) in ${town}; the ${facts.reception.label.toLowerCase()} at ${facts.reception.name} runs ${facts.receptionTimes}.`,
    personalization_reason: `You are traveling from ${profile.travelingFrom}.`,
    actionable_tips: [
      `Book a hotel near ${town} for the night before, so the ${facts.ceremonyTime} start is easy.`,
      `Save both addresses in your maps app: ${facts.ceremony.address}; ${facts.reception.address}.`,
      `The venues are about ${miles} miles apart: plan a car or a ride between them.`,
      facts.directions,
    ],
  }),

  schedule: ({ profile, day, ceremonyTime, arriveBy }) => ({
    title: `Be seated before ${ceremonyTime}`,
    description: `Arrive at ${day.facts.ceremony.name} by ${arriveBy}. The day: ${day.schedule.map((item) => `${item.time} ${item.title}`).join(', ')}.`,
    personalization_reason: profile.accessibilityNeeds
      ? 'A few extra minutes let you park close and settle in without a rush.'
      : `Guests are seated before the ceremony starts at ${ceremonyTime}.`,
    actionable_tips: day.schedule.map(
      (item) => `${item.time}: ${item.title}${item.location ? ` at ${item.location}` : ''}`,
    ),
  }),

  photos: ({ profile, photos, family }) => ({
    title: family ? 'You are in the family photos' : 'Photos after the ceremony',
    description: `${photos.title} at ${photos.time}${photos.location ? ` at ${photos.location}` : ''}.`,
    personalization_reason: family
      ? `You are ${relationshipNames[profile.relationship]}${profile.side ? ` on ${sideNames[profile.side]}` : ''}, so the photographer will call for you.`
      : 'Group photos are a lovely moment to be part of.',
    actionable_tips: [
      family ? 'Stay near the couple right after the ceremony.' : 'Share your own photos on the live wall.',
      ...(photos.description ? [photos.description] : []),
    ],
  }),

  reception: ({ profile, day: { facts } }) => ({
    title: `${facts.reception.label} at ${facts.reception.name}`,
    description: `${facts.reception.label} runs ${facts.receptionTimes} at ${facts.reception.address}.`,
    personalization_reason: profile.plusOne
      ? 'Your invitation includes a guest: they are expected at the reception too.'
      : 'The meal is planned for every confirmed guest.',
    actionable_tips: [
      ...(profile.plusOne ? [`Tell ${facts.contact.name} your guest's name and any dietary needs.`] : []),
      ...(facts.reception.note ? [facts.reception.note] : []),
      `Dietary questions: ${facts.contact.email}.`,
    ],
  }),

  gifts: ({ day }) => ({
    title: 'Gifts',
    description: `${day.couple} keep a registry at ${day.registryName}.`,
    personalization_reason: 'Guests often ask what the couple would like.',
    actionable_tips: [`See the registry at ${day.registryName}, or leave a note in the guest book.`],
  }),

  itinerary: {
    arrive: 'Arrive and park',
    lotWalk: (lot, venue) => `${lot.name}: ${lot.walkingTime} to ${venue}.`,
    stepFreeTip: 'Use the accessible spaces and the step-free path.',
    headHome: 'Head home',
    headHomeNote: (outOfTown) =>
      outOfTown ? 'Back to your hotel: arrange your ride before the evening ends.' : 'Say goodbye to the couple.',
    familyPhotosTip: 'Family photos: stay close to the couple.',
    plusOneSeatTip: 'Your guest sits with you.',
    aisleSeatTip: 'Ask an usher for a seat on the aisle with easy access.',
    receptionAccess: ({ day: { facts } }) => `At ${facts.reception.name}: ${facts.reception.accessibility}`,
    notes: ({ profile, day, town }) => [
      `Welcome, ${profile.firstName}! ${day.couple} marry on ${day.facts.dayLabel}.`,
      ...(profile.outOfTown
        ? [`Traveling from ${profile.travelingFrom}: book a hotel near ${town} for the night before.`]
        : []),
      ...(profile.accessibilityNeeds ? [`Step-free access: ${day.facts.ceremony.accessibility}`] : []),
      ...(profile.plusOne ? ['Your invitation includes a guest.'] : []),
    ],
  },
};
