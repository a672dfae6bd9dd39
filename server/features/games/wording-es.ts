import type { PartyMember } from '../../../protocol/wedding-party';
import type { PoolWording } from './wording';

/** The wedding party's usual roles (the home page names them so too), with their article. */
const ROLES: Record<string, string> = {
  'maid of honor': 'la dama de honor principal',
  'matron of honor': 'la madrina de honor',
  bridesmaid: 'la dama de honor',
  'best man': 'el padrino',
  groomsman: 'el caballero de honor',
  'flower girl': 'la niña de las flores',
  'ring bearer': 'el paje de los anillos',
};
const FEMININE_ROLE = /maid|matron|bridesmaid|flower girl/i;
const MASCULINE_ROLE = /best man|groomsman|ring bearer|usher/i;

/** What a relationship says before 'of the bride' (masculine, feminine), and after it. */
const RELATIONS: Record<string, { forms: [string, string]; after?: string }> = {
  sister: { forms: ['Hermana', 'Hermana'] },
  brother: { forms: ['Hermano', 'Hermano'] },
  cousin: { forms: ['Primo', 'Prima'] },
  friend: { forms: ['Amigo', 'Amiga'] },
  'best friend': { forms: ['Mejor amigo', 'Mejor amiga'] },
  'childhood friend': { forms: ['Amigo de la infancia', 'Amiga de la infancia'] },
  'college friend': { forms: ['Amigo de la universidad', 'Amiga de la universidad'] },
  'school friend': { forms: ['Amigo del colegio', 'Amiga del colegio'] },
  'college roommate': { forms: ['Compañero de cuarto', 'Compañera de cuarto'], after: 'en la universidad' },
  roommate: { forms: ['Compañero de cuarto', 'Compañera de cuarto'] },
  colleague: { forms: ['Colega', 'Colega'] },
  niece: { forms: ['Sobrina', 'Sobrina'] },
  nephew: { forms: ['Sobrino', 'Sobrino'] },
  daughter: { forms: ['Hija', 'Hija'] },
  son: { forms: ['Hijo', 'Hijo'] },
  aunt: { forms: ['Tía', 'Tía'] },
  uncle: { forms: ['Tío', 'Tío'] },
};
/** Relation words that say by themselves whether the person is a man or a woman. */
const FEMININE_RELATION = /^(sister|niece|daughter|aunt)$/;
const MASCULINE_RELATION = /^(brother|nephew|son|uncle)$/;
const WHOSE: Record<string, string> = { 'the bride': 'de la novia', 'the groom': 'del novio', 'the couple': 'de la pareja' };

/**
 * 'Childhood friend of the bride' → 'Amiga de la infancia de la novia'. Relationships are stored as
 * typed (in English); one this cannot say, or say with the right gender, gives null.
 */
function relationship({ relationship: stored, role }: PartyMember): string | null {
  const match = /^(.+?) of (the bride|the groom|the couple)(?: since (\d{4}))?$/i.exec(stored?.trim() ?? '');
  if (!match) return null;
  const relation = match[1].toLowerCase();
  const known = RELATIONS[relation];
  if (!known) return null;
  const feminine = FEMININE_ROLE.test(role) || FEMININE_RELATION.test(relation);
  const masculine = MASCULINE_ROLE.test(role) || MASCULINE_RELATION.test(relation);
  if (feminine === masculine && known.forms[0] !== known.forms[1]) return null;
  const noun = known.forms[feminine ? 1 : 0];
  return [noun, WHOSE[match[2].toLowerCase()], known.after, match[3] && `desde ${match[3]}`].filter(Boolean).join(' ');
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const ENGLISH_MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => ENGLISH_MONTHS.indexOf(word.slice(0, 3).toLowerCase());

/** 'July 2023' → 'julio de 2023', 'Aug 31, 2025' → '31 de agosto de 2025'; years and ranges as stored. */
function storyDate(date: string): string {
  const monthYear = /^([A-Za-z]+)\.? (\d{4})$/.exec(date.trim());
  if (monthYear && monthOf(monthYear[1]) >= 0) return `${MONTHS[monthOf(monthYear[1])]} de ${monthYear[2]}`;
  const full = /^([A-Za-z]+)\.? (\d{1,2}),? (\d{4})$/.exec(date.trim());
  if (full && monthOf(full[1]) >= 0) return `${Number(full[2])} de ${MONTHS[monthOf(full[1])]} de ${full[3]}`;
  return date;
}

export const spanishWording: PoolWording = {
  everyWedding: [
    'Alguien llora durante los votos',
    'Un invitado se hace un selfie',
    'Alguien baila descalzo',
    'Un brindis hace reír a todos',
    'Suenan las copas para pedir un beso',
    'Un niño se queda dormido',
    'Los abuelos salen a la pista de baile',
    'A alguien se le derrama la bebida',
    'Se corta el pastel',
    'Un invitado lleva algo azul',
    'Alguien tararea la marcha nupcial',
    'Suena un teléfono en el peor momento',
    'Alguien atrapa el ramo',
    'Un invitado comparte un momento en vivo',
    'Alguien firma el libro de invitados',
    'Un invitado pide la contraseña del wifi',
    'Alguien da consejos matrimoniales',
    'Empieza el primer baile',
    'Una foto de grupo en la que todos se aprietan',
    'Alguien dice «¡Qué guapa estás!»',
  ],
  bingo: {
    toast: (couple) => `Alguien dice «${couple}» en un brindis`,
    laughs: (partner) => `${partner} se ríe durante los votos`,
    tear: (partner) => `${partner} se seca una lágrima`,
    photoAt: (venue) => `Alguien hace una foto en ${venue}`,
    wayTo: (venue) => `Alguien pregunta cómo llegar a ${venue}`,
    talksAbout: (town) => `Alguien habla de ${town}`,
    onTime: (clock) => `Un invitado llega a las ${clock} en punto`,
    registry: (name) => `Alguien menciona la lista de regalos de ${name}`,
    parked: (lot) => `Un invitado estacionó en ${lot}`,
    story: (title) => `Una anécdota sobre «${title}»`,
    chat: (name) => `Charla con ${name}`,
    speech: (name) => `${name} da un discurso`,
    fixesDress: (name) => `${name} arregla el vestido de la novia`,
  },
  trivia: {
    storyDate: (title, couple) => `¿Cuándo ocurrió «${title}» en la historia de ${couple}?`,
    // The chapters are stored in English: Spanish decoys beside them would give the answer away.
    storyChapter: null,
    ceremonyVenue: '¿Dónde se celebra la ceremonia?',
    receptionVenue: () => '¿Dónde es la recepción?',
    receptionTown: () => '¿En qué ciudad es la recepción?',
    ceremonyTime: '¿A qué hora empieza la ceremonia?',
    receptionTime: () => '¿A qué hora empieza la recepción?',
    weddingDate: (one, two) => `¿Qué día se casan ${one} y ${two}?`,
    registry: (couple) => `¿Dónde está la lista de regalos de ${couple}?`,
    capacity: (venue) => `¿Cuántos invitados caben sentados en ${venue}?`,
    role: (role) => {
      const named = ROLES[role.trim().toLowerCase()];
      return named ? `¿Quién es ${named}?` : `¿Quién tiene el papel de «${role}» en el cortejo?`;
    },
    relationship: (name) => `¿Quién es ${name}?`,
  },
  decoys: {
    // Venue names are proper names, kept as they are; the generic ones are said in Spanish.
    venues: ['The Grand Ballroom', 'El Ayuntamiento', 'Una playa en Cancún', 'The Rose Garden Inn'],
    towns: ['Springfield', 'Riverside', 'Fairview', 'Georgetown'],
    registries: ['Amazon', 'Target', 'Crate & Barrel', 'Zola', 'The Knot', 'Williams Sonoma'],
    story: [],
  },
  /** The 24-hour clock: '13:00' → '13:00', '09:00' → '9:00'. */
  clock: (time) => {
    const [hours, minutes] = time.split(':').map(Number);
    return `${hours}:${String(minutes).padStart(2, '0')}`;
  },
  day: (date) => date.toLocaleDateString('es', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
  storyDate,
  relationship,
};
