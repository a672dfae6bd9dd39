import { pickField } from '../../../protocol/localized';
import type { GuestType } from '../../../protocol/venues';
import type { Venue, WeddingSettings } from '../../../protocol/wedding';
import { clockLabel, townOf, type WeddingFacts } from './wedding-facts';

/**
 * The built-in venue tips in Spanish, the same advice as the English ones (advisor.ts), addressing
 * the guest as usted like the rest of the site. Organizer-written texts are taken in Spanish where
 * the settings carry a Spanish version (`<field>Es`, protocol/localized), else as written.
 */

type Tips = (string | false | undefined)[];

/** An organizer's text in Spanish when it has a Spanish version, else the one it has. */
const spanishOf = (record: object, key: string) =>
  pickField(record as Partial<Record<string, string>>, key, 'es').text;

/** 'a la 1:00 PM' but 'a las 9:00 AM', as Spanish reads a clock. */
const at = (time: string) => (/^1:/.test(time) ? `a la ${time}` : `a las ${time}`);
const list = (items: string[]) => new Intl.ListFormat('es', { type: 'conjunction' }).format(items);
const freeOr = (cost: string) => (/free/i.test(cost) ? 'gratuito' : cost);

function hoursLabel(minutes: number): string {
  const hours = minutes / 60;
  if (Number.isInteger(hours)) return hours === 1 ? 'una hora' : `${hours} horas`;
  return `unas ${String(Math.round(hours * 2) / 2).replace('.', ',')} horas`;
}

/** The wedding day at noon UTC, from the facts' '31/08/2025'. */
function middayOf(f: WeddingFacts): Date {
  const [date, month, year] = f.dayFirstDate.split('/').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/** 'domingo, 31 de agosto de 2025'. */
const dayLabel = (f: WeddingFacts) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'full', timeZone: 'UTC' }).format(middayOf(f));

/** The zone's long Spanish name on the wedding day ('hora de verano oriental'). */
function zoneLabel(f: WeddingFacts, timeZone: string): string {
  const part = new Intl.DateTimeFormat('es', { timeZone, timeZoneName: 'long' })
    .formatToParts(middayOf(f))
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

const before = (time: string) => (/^1:/.test(time) ? `antes de la ${time}` : `antes de las ${time}`);
const from = (time: string) => (/^1:/.test(time) ? `de la ${time}` : `de las ${time}`);
const receptionTimes = ({ reception }: WeddingFacts) => {
  const start = clockLabel(reception.startTime);
  return reception.endTime ? `${from(start)} ${at(clockLabel(reception.endTime))}` : at(start);
};

const accessibility = (venue: Venue) => spanishOf(venue, 'accessibility');

function parkNear(f: WeddingFacts): string | undefined {
  if (!f.closest) return undefined;
  const others = f.otherLots.length ? ` Si está lleno, ${list(f.otherLots)} también son gratuitos.` : '';
  return `Estacione en ${f.closest.name} (a ${f.closest.walkingMinutes} min a pie de ${f.ceremony.name}, ${freeOr(f.closest.cost)}).${others}`;
}

function summerHeat(f: WeddingFacts): string | undefined {
  if (!f.outdoorCeremony || f.month < 6 || f.month > 8) return undefined;
  return 'La ceremonia es al aire libre en una mañana de verano: traiga agua, gafas de sol y sombrero, y elija un asiento a la sombra.';
}

export function spanishTips(guestType: GuestType, f: WeddingFacts, settings: WeddingSettings): Tips {
  const { ceremony, reception } = f;
  // The Spanish parking rules, once the settings carry them (rulesEs), else the English ones.
  const parking: { directions: string; rules: string[]; rulesEs?: string[] } = settings.parking;
  const directions = spanishOf(parking, 'directions');
  const rules = parking.rulesEs?.length ? parking.rulesEs : parking.rules;
  const noMetered = rules.find((rule) => /metered|state|parquímetro|estatal/i.test(rule));
  const note = reception.note && spanishOf(reception, 'note');
  switch (guestType) {
    case 'elderly-family':
      return [
        parkNear(f),
        `Llegue de 20 a 30 minutos antes del inicio, ${at(f.ceremonyTime)}, para caminar con calma y sentarse antes de que empiece la música.`,
        accessibility(ceremony),
        summerHeat(f),
        `Hay ${hoursLabel(f.minutesBetweenStarts)} entre la ceremonia y la recepción en ${reception.name} (${receptionTimes(f)}): hay tiempo para descansar antes de ir a ${reception.address}.`,
        `En ${reception.name}: ${accessibility(reception)}`,
      ];
    case 'out-of-town':
      return [
        `Organice su estancia en torno al ${dayLabel(f)}: la ceremonia empieza ${at(f.ceremonyTime)} en ${townOf(ceremony.address)}, y la recepción es ${receptionTimes(f)} en ${townOf(reception.address)}.`,
        `Alojarse cerca de ${townOf(ceremony.address)} facilita llegar ${at(f.ceremonyTime)}; los dos lugares están a unas ${Math.round(f.milesBetweenVenues)} millas en línea recta.`,
        directions,
        note && `De camino a ${reception.name}: ${note}`,
        f.freeLots.length > 0 && `El estacionamiento en la ceremonia es gratuito (${list(f.freeLots)}).${noMetered ? ` ${noMetered}` : ''}`,
        `Para la recepción: ${spanishOf(reception, 'parkingInfo')}`,
      ];
    case 'parent-with-children':
      return [
        parkNear(f),
        `Llegue unos 20 minutos ${before(f.ceremonyTime)} para que los pequeños estiren las piernas antes de la ceremonia.`,
        `Un asiento junto al pasillo, al fondo, le permite salir sin molestar si su hijo necesita un descanso. Para carritos: ${accessibility(ceremony).split('.')[0]}.`,
        `Con ${hoursLabel(f.minutesBetweenStarts)} entre la ceremonia y la recepción hay tiempo para una siesta; lleve agua y algo de comer para el trayecto a ${reception.name}.`,
        `En ${reception.name}: ${accessibility(reception)}`,
        summerHeat(f),
      ];
    case 'international-guest':
      return [
        `Todas las horas son locales (${zoneLabel(f, settings.timeZone)}): la ceremonia empieza ${at(f.ceremonyTime)} el ${dayLabel(f)} (${f.dayFirstDate}), y la recepción es ${receptionTimes(f)}.`,
        `Guarde las dos direcciones en su aplicación de mapas antes de viajar: ${ceremony.address} y ${reception.address}.`,
        noMetered && (f.freeLots.length > 0 ? `${noMetered} Las multas son frecuentes: use los estacionamientos gratuitos (${list(f.freeLots)}).` : noMetered),
        note && `Entre los dos lugares: ${note}`,
        directions,
        `¿Preguntas el mismo día? Contacte con ${f.contact.name} en el ${f.contact.phone} o en ${f.contact.email}.`,
      ];
    case 'mobility-assistance':
      return [
        accessibility(ceremony),
        f.closest && `${f.closest.name} es el estacionamiento más cercano (a ${f.closest.walkingMinutes} min a pie).`,
        `Quien conduzca puede dejarle primero en la entrada de ${ceremony.name} y estacionar después, para que no tenga que caminar desde el estacionamiento.`,
        `En ${reception.name}: ${accessibility(reception)}`,
        `Avise a ${f.contact.name} antes del día, en el ${f.contact.phone} o en ${f.contact.email}, y un acomodador saldrá a recibirle.`,
      ];
  }
}
