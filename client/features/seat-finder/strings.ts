import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Your table',
  yourTable: 'Table {{number}} · {{name}}',
  notSeated: 'Your table will show here as soon as the couple seats you.',
  findTitle: 'Find your seat',
  findLabel: 'Your first and last name',
  findButton: 'Find',
  searching: 'Searching…',
  noMatch: 'No guest named “{{name}}” on the seating chart. Check the spelling on your invitation.',
  match: '{{guestName}}: Table {{number}} · {{tableName}}',
  fullName: 'Type your first and last name, as on your invitation.',
  failed: 'The search did not work. Please try again.',
};

const es: typeof en = {
  title: 'Su mesa',
  yourTable: 'Mesa {{number}} · {{name}}',
  notSeated: 'Su mesa aparecerá aquí en cuanto los novios le asignen un sitio.',
  findTitle: 'Encuentre su sitio',
  findLabel: 'Su nombre y apellido',
  findButton: 'Buscar',
  searching: 'Buscando…',
  noMatch:
    'No hay ningún invitado llamado «{{name}}» en el plano de mesas. Revise cómo aparece en su invitación.',
  match: '{{guestName}}: Mesa {{number}} · {{tableName}}',
  fullName: 'Escriba su nombre y apellido, como aparecen en su invitación.',
  failed: 'La búsqueda no funcionó. Inténtelo de nuevo.',
};

export const catalogs = registerStrings('seat-finder', { en, es });
