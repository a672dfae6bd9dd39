import type { TimelineEventBody } from '../../../protocol/timeline';
import type { WeddingSettings } from '../../../protocol/wedding';
import { defaultWeddingSettings } from '../wedding/defaults';

const toMinutes = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};
const toClock = (minutes: number) => {
  const bounded = Math.min(Math.max(minutes, 0), 23 * 60 + 59);
  return `${String(Math.floor(bounded / 60)).padStart(2, '0')}:${String(bounded % 60).padStart(2, '0')}`;
};

type Venues = Pick<WeddingSettings, 'venues'>;
/** A venue's Spanish card title and note, where the wedding's settings have them. */
type VenueSpanish = { labelEs?: string; noteEs?: string };
const spanishOf = (venue: object): VenueSpanish => venue as VenueSpanish;

/** The site's own first venue titles and note, in Spanish. */
const knownSpanish: Record<string, string> = {
  Ceremony: 'Ceremonia',
  'Reception Lunch': 'Almuerzo de recepción',
  [defaultWeddingSettings.venues.reception.note ?? '']:
    'A unos 45 minutos en coche desde la capilla; el almuerzo empieza a la 1:00 PM.',
};
/** A venue's title names a part of the day: a renamed one still reads well as the plain word. */
const spanishLabel = (label: string, plain: string) => knownSpanish[label] ?? plain;
const spanishNote = (note: string | undefined) => (note ? knownSpanish[note] : undefined);

/**
 * A sensible first schedule, built from the wedding's venues and their times, that organizers then
 * edit: arrival, the ceremony, photos, the reception and, near its end, the cake and toasts. Every
 * text comes in English and Spanish; a venue's name is a proper name, the same in both. The venue's
 * own Spanish title and note are used where the settings have them, plain Spanish words otherwise.
 */
export function defaultSchedule({ venues }: Venues): TimelineEventBody[] {
  const { ceremony, reception } = venues;
  const ceremonyStart = toMinutes(ceremony.startTime);
  const receptionStart = toMinutes(reception.startTime);
  const receptionEnd = reception.endTime ? toMinutes(reception.endTime) : receptionStart + 180;
  const cakeStart = Math.max(receptionStart + 30, receptionEnd - 30);
  const ceremonyEs = spanishOf(ceremony);
  const receptionEs = spanishOf(reception);
  const common = { allowPhotoUploads: false, remind: false } as const;
  const at = (venue: { name: string }) => ({ location: venue.name, locationEs: venue.name });
  return [
    {
      ...common,
      title: 'Guests Arrive',
      titleEs: 'Llegada de los invitados',
      description: 'Find a seat and say hello; ushers will help you.',
      descriptionEs: 'Busca un asiento y saluda; los acomodadores te ayudarán.',
      time: toClock(ceremonyStart - 30),
      duration: 30,
      ...at(ceremony),
      category: 'ceremony',
      icon: 'users',
      isInteractive: false,
      allowGuestMessages: false,
    },
    {
      ...common,
      title: ceremony.label,
      titleEs: ceremonyEs.labelEs?.trim() || spanishLabel(ceremony.label, 'Ceremonia'),
      description: 'The couple say their vows.',
      descriptionEs: 'Los novios pronuncian sus votos.',
      time: toClock(ceremonyStart),
      duration: 45,
      ...at(ceremony),
      category: 'ceremony',
      icon: 'heart',
      isInteractive: true,
      allowGuestMessages: true,
    },
    {
      title: 'Photos with the Couple',
      titleEs: 'Fotos con los novios',
      description: 'Family and group photos right after the ceremony.',
      descriptionEs: 'Fotos de familia y de grupo justo después de la ceremonia.',
      time: toClock(ceremonyStart + 45),
      duration: 45,
      ...at(ceremony),
      category: 'photos',
      icon: 'camera',
      isInteractive: true,
      allowGuestMessages: true,
      allowPhotoUploads: true,
      remind: false,
    },
    {
      ...common,
      title: reception.label,
      titleEs: receptionEs.labelEs?.trim() || spanishLabel(reception.label, 'Recepción'),
      description: reception.note,
      // The note is the organizers' own words: its Spanish where there is one, never another text.
      descriptionEs: receptionEs.noteEs?.trim() || spanishNote(reception.note),
      time: toClock(receptionStart),
      duration: Math.max(cakeStart - receptionStart, 5),
      ...at(reception),
      category: 'reception',
      icon: 'utensils',
      isInteractive: true,
      allowGuestMessages: true,
    },
    {
      ...common,
      title: 'Cake & Toasts',
      titleEs: 'Pastel y brindis',
      description: 'Raise a glass to the newlyweds.',
      descriptionEs: 'Alza tu copa por los recién casados.',
      time: toClock(cakeStart),
      duration: Math.max(receptionEnd - cakeStart, 5),
      ...at(reception),
      category: 'special',
      icon: 'cake',
      isInteractive: true,
      allowGuestMessages: true,
    },
  ];
}
