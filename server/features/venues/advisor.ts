import type { ContentLanguage } from '../../../protocol/localized';
import type { GuestType } from '../../../protocol/venues';
import type { WeddingSettings } from '../../../protocol/wedding';
import { spanishTips } from './advisor-es';
import { townOf, weddingFacts, type WeddingFacts } from './wedding-facts';

/**
 * Gives venue tips for a kind of guest, in the page's language (English when not said). The
 * built-in advisor composes them from the wedding's settings; the AI advisor (ai-advisor.ts) writes
 * them through the AI endpoint and falls back to this one when it cannot.
 */
export interface VenueAdvisor {
  recommend(input: { guestType: GuestType; settings: WeddingSettings; language?: ContentLanguage }): Promise<string[]>;
}

function hoursLabel(minutes: number): string {
  const hours = minutes / 60;
  if (Number.isInteger(hours)) return hours === 1 ? 'an hour' : `${hours} hours`;
  return `about ${Math.round(hours * 2) / 2} hours`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function parkNear(f: WeddingFacts): string | undefined {
  if (!f.closest) return undefined;
  const others = f.otherLots.length ? ` If it is full, ${list(f.otherLots)} are free too.` : '';
  return `Park in ${f.closest.name} (${f.closest.walkingTime} to ${f.ceremony.name}, ${f.closest.cost.toLowerCase()}).${others}`;
}

function summerHeat(f: WeddingFacts): string | undefined {
  if (!f.outdoorCeremony || f.month < 6 || f.month > 8) return undefined;
  return `The ${f.ceremony.label.toLowerCase()} is outdoors on a summer morning: bring water, sunglasses and a hat, and choose a shaded seat.`;
}

const noMetered = (f: WeddingFacts) => f.rules.find((rule) => /metered|state/i.test(rule));

const tipsByGuestType: Record<GuestType, (f: WeddingFacts) => (string | false | undefined)[]> = {
  'elderly-family': (f) => [
    parkNear(f),
    `Arrive 20–30 minutes before the ${f.ceremonyTime} start so you can walk over at an easy pace and sit down before the music begins.`,
    f.ceremony.accessibility,
    summerHeat(f),
    `There are ${hoursLabel(f.minutesBetweenStarts)} between the ceremony and the ${f.reception.label.toLowerCase()} at ${f.reception.name} (${f.receptionTimes}), so there is time to rest before driving to ${f.reception.address}.`,
    `At ${f.reception.name}: ${f.reception.accessibility}`,
  ],
  'out-of-town': (f) => [
    `Plan your stay around ${f.dayLabel}: the ceremony starts at ${f.ceremonyTime} in ${townOf(f.ceremony.address)}, and the ${f.reception.label.toLowerCase()} runs ${f.receptionTimes} in ${townOf(f.reception.address)}.`,
    `Staying near ${townOf(f.ceremony.address)} makes the ${f.ceremonyTime} start easy; the two venues are about ${Math.round(f.milesBetweenVenues)} miles apart as the crow flies.`,
    f.directions,
    f.reception.note && `Driving on to ${f.reception.name}: ${f.reception.note}`,
    f.freeLots.length > 0 &&
      `Parking at the ceremony is free (${list(f.freeLots)}); ${noMetered(f)?.replace(/\.$/, '').toLowerCase() ?? 'follow the posted signs'}.`,
    `For the ${f.reception.label.toLowerCase()}: ${f.reception.parkingInfo}`,
  ],
  'parent-with-children': (f) => [
    parkNear(f),
    `Arrive about 20 minutes before ${f.ceremonyTime} so the little ones can stretch their legs in the garden before the ceremony.`,
    `An aisle seat near the back lets you step out quietly if your child needs a break. For strollers: ${f.ceremony.accessibility.split('.')[0]}.`,
    `With ${hoursLabel(f.minutesBetweenStarts)} between the ceremony and lunch, there is time for a nap; pack snacks and water for the drive to ${f.reception.name}.`,
    `At ${f.reception.name}: ${f.reception.accessibility}`,
    summerHeat(f),
  ],
  'international-guest': (f) => [
    `All times are local ${f.zoneLabel}: the ceremony starts at ${f.ceremonyTime} on ${f.dayLabel} (${f.dayFirstDate}), and the ${f.reception.label.toLowerCase()} runs ${f.receptionTimes}.`,
    `Save both addresses in your maps app before you travel: ${f.ceremony.address}, and ${f.reception.address}.`,
    noMetered(f) &&
      (f.freeLots.length > 0
        ? `${noMetered(f)} Tickets are common, so use the free lots (${list(f.freeLots)}).`
        : noMetered(f)),
    f.reception.note && `Between the venues: ${f.reception.note}`,
    f.directions,
    `Questions on the day? Contact ${f.contact.name} at ${f.contact.phone} or ${f.contact.email}.`,
  ],
  'mobility-assistance': (f) => [
    f.ceremony.accessibility,
    f.closest &&
      `${f.closest.name} is the closest lot (${f.closest.walkingTime}): ${f.closest.features.join(', ').toLowerCase()}.`,
    `A driver can drop you at the ${f.ceremony.name} entrance first and then park, so you do not have to walk from the lot.`,
    `At ${f.reception.name}: ${f.reception.accessibility}`,
    `Let ${f.contact.name} know before the day, at ${f.contact.phone} or ${f.contact.email}, and an usher will meet you on arrival.`,
  ],
};

/** Composes real tips about the actual venues, lots and times for each kind of guest. */
export const builtInVenueAdvisor: VenueAdvisor = {
  async recommend({ guestType, settings, language = 'en' }) {
    const facts = weddingFacts(settings);
    const tips = language === 'es' ? spanishTips(guestType, facts, settings) : tipsByGuestType[guestType](facts);
    return tips.filter((tip): tip is string => typeof tip === 'string' && tip.trim().length > 0);
  },
};
