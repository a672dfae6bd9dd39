import { registerStrings } from '../../lib/i18n';

const en = {
  title: 'Your table',
  yourTable: 'Table {{number}} · {{name}}',
  notSeated: 'Your table will show here as soon as the couple seats you.',
  findTitle: 'Find your seat',
  findLabel: 'Guest name',
  findButton: 'Find',
  searching: 'Searching…',
  noMatch: 'No guest found matching “{{name}}”.',
  match: '{{guestName}}: Table {{number}} · {{tableName}}',
  tooShort: 'Type at least 2 letters of the name.',
  failed: 'The search did not work. Please try again.',
};

const es: typeof en = {
  title: 'Su mesa',
  yourTable: 'Mesa {{number}} · {{name}}',
  notSeated: 'Su mesa aparecerá aquí en cuanto los novios le asignen un sitio.',
  findTitle: 'Encuentre su sitio',
  findLabel: 'Nombre del invitado',
  findButton: 'Buscar',
  searching: 'Buscando…',
  noMatch: 'Ningún invitado coincide con «{{name}}».',
  match: '{{guestName}}: Mesa {{number}} · {{tableName}}',
  tooShort: 'Escriba al menos 2 letras del nombre.',
  failed: 'La búsqueda no funcionó. Inténtelo de nuevo.',
};

registerStrings('seat-finder', { en, es });
