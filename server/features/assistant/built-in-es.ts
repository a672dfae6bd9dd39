import { clockLabel } from '../venues/wedding-facts';
import type { KnownLot } from '../venues/parking-lots';
import type { BuiltInPhrases } from './built-in-phrases';
import type { WeddingDay } from './wedding-day';

/** 'a la 1:00 PM' but 'a las 9:00 AM', as Spanish reads a clock. */
const at = (time: string) => (/^1:/.test(time) ? `a la ${time}` : `a las ${time}`);
const by = (time: string) => (/^1:/.test(time) ? `de la ${time}` : `de las ${time}`);
const list = (items: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);

/** The wedding day at noon UTC, from the facts' '31/08/2025'. */
function middayOf(day: WeddingDay): Date {
  const [date, month, year] = day.facts.dayFirstDate.split('/').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** 'domingo, 31 de agosto de 2025'. */
const dayLabel = (day: WeddingDay) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' }).format(middayOf(day));

/** The zone's long Spanish name on the wedding day ('hora de verano oriental'). */
function zoneLabel(day: WeddingDay): string {
  const part = new Intl.DateTimeFormat('es', { timeZone: day.timeZone, timeZoneName: 'long' })
    .formatToParts(middayOf(day))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? day.timeZone;
}

function receptionTimes({ facts: { reception } }: WeddingDay): string {
  const start = clockLabel(reception.startTime);
  return reception.endTime ? `${by(start)} ${at(clockLabel(reception.endTime))}` : at(start);
}

const hasAccessibleSpaces = (lot: KnownLot) => lot.features.some((feature) => /accessible/i.test(feature));

const sideNames = { bride: 'de la novia', groom: 'del novio', both: 'de los novios' } as const;

/** The built-in assistant in Spanish, addressing the guest as usted like the rest of the site. */
export const spanish: BuiltInPhrases = {
  accessibleParking: ({ profile, day: { facts }, lot }) => ({
    title: lot ? `Estacionamiento accesible en ${lot.name}` : `Llegada sin escalones a ${facts.ceremony.name}`,
    description: [
      lot &&
        `${lot.name} ${hasAccessibleSpaces(lot) ? 'tiene plazas accesibles y ' : ''}está a ${lot.walkingMinutes} min a pie de ${facts.ceremony.name}.`,
      facts.ceremony.accessibility,
    ]
      .filter(Boolean)
      .join(' '),
    personalization_reason: `Los organizadores han anotado sus necesidades de accesibilidad (${profile.accessibilityNeeds}).`,
    actionable_tips: [
      lot ? `Use las plazas accesibles de ${lot.name}.` : 'Pida las plazas accesibles al llegar.',
      `Quien conduzca puede dejarle primero en la entrada de ${facts.ceremony.name} y estacionar después.`,
      `En ${facts.reception.name}: ${facts.reception.accessibility}`,
      `Avise a ${facts.contact.name} (${facts.contact.phone}) antes del día y un acomodador saldrá a recibirle.`,
    ],
  }),

  parking: ({ profile, day: { facts }, lot }) => ({
    title: `Estacione en ${lot.name}`,
    description: `${lot.name} es el estacionamiento gratuito más cercano, a ${lot.walkingMinutes} min a pie de ${facts.ceremony.name}.`,
    personalization_reason: profile.plusOne
      ? 'Viene con acompañante: con un solo auto en el estacionamiento más cercano llegarán juntos.'
      : 'Estacionar cerca le deja un paseo corto hasta su asiento.',
    actionable_tips: [
      ...(facts.otherLots.length
        ? [`Si está lleno, ${list(facts.otherLots)} también ${facts.otherLots.length > 1 ? 'son gratuitos' : 'es gratuito'}.`]
        : []),
      ...facts.rules.slice(0, 2),
      `Para la celebración: ${facts.reception.parkingInfo}`,
    ],
  }),

  travel: ({ profile, day, town, miles }) => ({
    title: `Su viaje desde ${profile.travelingFrom} hasta ${town}`,
    description: `La ceremonia es el ${dayLabel(day)} ${at(day.facts.ceremonyTime)} (${zoneLabel(day)}) en ${town}; la celebración en ${day.facts.reception.name} es ${receptionTimes(day)}.`,
    personalization_reason: `Viene desde ${profile.travelingFrom}.`,
    actionable_tips: [
      `Reserve un hotel cerca de ${town} para la noche anterior: así llegará con calma a la ceremonia ${by(day.facts.ceremonyTime)}.`,
      `Guarde las dos direcciones en su aplicación de mapas: ${day.facts.ceremony.address}; ${day.facts.reception.address}.`,
      `Los dos lugares están a unas ${miles} millas (${Math.round(miles * 1.609)} km): prevea un auto o alguien que le lleve de uno a otro.`,
      day.facts.directions,
    ],
  }),

  schedule: ({ profile, day, ceremonyTime, arriveBy }) => ({
    title: `Ocupe su asiento antes ${by(ceremonyTime)}`,
    description: `Llegue a ${day.facts.ceremony.name} no más tarde ${by(arriveBy)}. El programa del día: ${day.schedule.map((item) => `${item.time} ${item.title}`).join(', ')}.`,
    personalization_reason: profile.accessibilityNeeds
      ? 'Unos minutos de margen le permiten estacionar cerca e instalarse sin prisas.'
      : `Los invitados se sientan antes de que empiece la ceremonia, ${at(ceremonyTime)}.`,
    actionable_tips: day.schedule.map(
      (item) => `${item.time}: ${item.title}${item.location ? ` en ${item.location}` : ''}`,
    ),
  }),

  photos: ({ profile, photos, family }) => ({
    title: family ? 'Usted sale en las fotos de familia' : 'Fotos después de la ceremonia',
    description: `${photos.title}, ${at(photos.time)}${photos.location ? ` en ${photos.location}` : ''}.`,
    personalization_reason: family
      ? `Forma parte de la familia${profile.side ? ` ${sideNames[profile.side]}` : ''}, así que el fotógrafo le llamará.`
      : 'Las fotos de grupo son un momento precioso del que formar parte.',
    actionable_tips: [
      family ? 'Quédese cerca de los novios justo al terminar la ceremonia.' : 'Comparta sus propias fotos en el Muro en Vivo.',
      ...(photos.description ? [photos.description] : []),
    ],
  }),

  reception: ({ profile, day }) => ({
    title: `Celebración en ${day.facts.reception.name}`,
    description: `La celebración es ${receptionTimes(day)} en ${day.facts.reception.address}.`,
    personalization_reason: profile.plusOne
      ? 'Su invitación incluye acompañante, que también está invitado a la celebración.'
      : 'La comida está pensada para todos los invitados confirmados.',
    actionable_tips: [
      ...(profile.plusOne
        ? [`Indique a ${day.facts.contact.name} el nombre de su acompañante y si tiene alguna alergia o dieta especial.`]
        : []),
      ...(day.facts.reception.note ? [day.facts.reception.note] : []),
      `Dudas sobre el menú o alergias: ${day.facts.contact.email}.`,
    ],
  }),

  gifts: ({ day }) => ({
    title: 'Regalos',
    description: `${day.couple} tienen su lista de bodas en ${day.registryName}.`,
    personalization_reason: 'Muchos invitados preguntan qué les haría ilusión a los novios.',
    actionable_tips: [`Consulte la lista en ${day.registryName} o deje un mensaje en el libro de invitados.`],
  }),

  itinerary: {
    arrive: 'Llegada y estacionamiento',
    lotWalk: (lot, venue) => `${lot.name}: a ${lot.walkingMinutes} min a pie de ${venue}.`,
    stepFreeTip: 'Use las plazas accesibles y el camino sin escalones.',
    headHome: 'Vuelta a casa',
    headHomeNote: (outOfTown) =>
      outOfTown ? 'Vuelta al hotel: deje organizado su transporte antes de que acabe la noche.' : 'Despídase de los novios.',
    familyPhotosTip: 'Fotos de familia: quédese cerca de los novios.',
    plusOneSeatTip: 'Su acompañante se sienta con usted.',
    aisleSeatTip: 'Pida a un acomodador un asiento junto al pasillo, de fácil acceso.',
    receptionAccess: ({ day: { facts } }) => `En ${facts.reception.name}: ${facts.reception.accessibility}`,
    notes: ({ profile, day, town }) => [
      `¡Hola, ${profile.firstName}! ${day.couple} se casan el ${dayLabel(day)}.`,
      ...(profile.outOfTown
        ? [`Viene desde ${profile.travelingFrom}: reserve un hotel cerca de ${town} para la noche anterior.`]
        : []),
      ...(profile.accessibilityNeeds ? [`Acceso sin escalones: ${day.facts.ceremony.accessibility}`] : []),
      ...(profile.plusOne ? ['Su invitación incluye acompañante.'] : []),
    ],
  },
};
