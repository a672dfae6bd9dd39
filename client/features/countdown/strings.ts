import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Countdown to Our Special Day',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  remaining: '{{days}} days, {{hours}} hours, {{minutes}} minutes and {{seconds}} seconds to go',
  today: {
    title: "Today's the day!",
    startsAt: 'The ceremony begins at {{time}}',
    began: 'The ceremony began at {{time}}. Thank you for celebrating with us!',
  },
  after: {
    title: 'Happily Married',
    anniversary_ordinal_one: 'Happy {{count}}st Anniversary!',
    anniversary_ordinal_two: 'Happy {{count}}nd Anniversary!',
    anniversary_ordinal_few: 'Happy {{count}}rd Anniversary!',
    anniversary_ordinal_other: 'Happy {{count}}th Anniversary!',
    marriedFor: 'Married for {{duration}}',
    yearsAndDays: '{{years}} and {{days}}',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    since: 'Since {{date}}',
    thanks: 'Thank you for sharing our day.',
  },
  /** The one-line version the /live wall shows. */
  short: {
    daysToGo_one: '{{count}} day to go',
    daysToGo_other: '{{count}} days to go',
    tomorrow: "Tomorrow's the day!",
  },
};

const es: typeof en = {
  title: 'Cuenta Regresiva para Nuestro Día Especial',
  days: 'Días',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
  remaining: 'Faltan {{days}} días, {{hours}} horas, {{minutes}} minutos y {{seconds}} segundos',
  today: {
    title: '¡Hoy es el gran día!',
    startsAt: 'La ceremonia comienza a las {{time}}',
    began: 'La ceremonia comenzó a las {{time}}. ¡Gracias por celebrar con nosotros!',
  },
  after: {
    title: 'Felizmente Casados',
    // Spanish ordinals have one form: 1.º, 2.º, 3.º...
    anniversary_ordinal_one: '¡Feliz {{count}}.º Aniversario!',
    anniversary_ordinal_two: '¡Feliz {{count}}.º Aniversario!',
    anniversary_ordinal_few: '¡Feliz {{count}}.º Aniversario!',
    anniversary_ordinal_other: '¡Feliz {{count}}.º Aniversario!',
    marriedFor: 'Casados desde hace {{duration}}',
    yearsAndDays: '{{years}} y {{days}}',
    years_one: '{{count}} año',
    years_other: '{{count}} años',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    since: 'Desde el {{date}}',
    thanks: 'Gracias por compartir nuestro día.',
  },
  short: {
    daysToGo_one: 'Falta {{count}} día',
    daysToGo_other: 'Faltan {{count}} días',
    tomorrow: '¡Mañana es el gran día!',
  },
};

export const catalogs = registerStrings('countdown', { en, es });
