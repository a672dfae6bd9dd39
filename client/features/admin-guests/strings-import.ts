import { GUEST_LIST_ERRORS } from '../../../protocol/admin-guests';
import { GUEST_IMPORT_HOUSEHOLD_MESSAGES } from '../../../protocol/admin-guest-import';
import { registerErrorTexts } from '../../lib/error-text';
import { registerStrings } from '../../lib/i18n';
// The households' messages a row can be refused with, in Spanish too.
import '../../lib/households-error-texts';

/** The guest list's CSV import dialog and its printed invitation cards. */
const en = {
  import: {
    title: 'Import guests from CSV',
    description:
      'Choose a CSV file (at most 2 MB, 5000 rows), check which column holds what, then import. Guests already on the list (same e-mail) are updated.',
    file: 'CSV file',
    mapping: 'Columns',
    fieldFor: 'Column for {{field}}',
    ignore: 'Not in the file',
    preview: 'Preview',
    rowNumber: 'Row',
    result: 'Check',
    ok: 'New guest',
    willUpdate: 'Will update',
    unchanged: 'Unchanged',
    summary: '{{valid}} of {{total}} rows can be imported; {{invalid}} have errors.',
    previewLimited: 'Showing the first {{shown}} rows.',
    submit_one: 'Import {{count}} guest',
    submit_other: 'Import {{count}} guests',
    importing: 'Importing...',
    cancel: 'Cancel',
    fileTooLarge: 'The file is larger than 2 MB. Split it and import each part.',
    tooManyRows: GUEST_LIST_ERRORS.tooManyRows as string,
    unreadable: 'The file could not be read as CSV: {{reason}}',
    noRows: 'The file has no guest rows.',
    needNameAndEmail: 'Choose the columns that hold the name and the e-mail address.',
    badStatus: 'Unknown RSVP status “{{value}}”',
    badCategory: 'Unknown category “{{value}}”',
    badYesNo: 'Write Yes or No, not “{{value}}”',
    doneTitle: 'Guests Imported',
    done: '{{created}} added, {{updated}} updated, {{unchanged}} unchanged, {{refused}} refused.',
    failedTitle: 'Import Failed',
    failed: 'Failed to import guests. Please try again.',
    fields: {
      name: 'Name',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      category: 'Category',
      rsvpStatus: 'RSVP Status',
      plusOne: 'Plus One',
      dietaryRestrictions: 'Dietary Restrictions',
      tableAssignment: 'Table Assignment',
      invitationSent: 'Invitation Sent',
      language: 'Language',
      household: 'Household',
      companionsAllowed: 'Companions allowed',
      companions: 'Companions',
    },
  },
  cards: {
    title: 'Invitation cards',
    description: 'One card per guest: print them, or save as PDF, from the print dialog.',
    print: 'Print',
    close: 'Close',
    dear: 'Dear {{name}},',
    invited: 'You are invited to our wedding.',
    code: 'Your invite code',
    scan: 'Scan the code or visit',
    qrLabel: 'QR code to sign in as {{name}}',
  },
};

const es: typeof en = {
  import: {
    title: 'Importar invitados desde CSV',
    description:
      'Elija un archivo CSV (como máximo 2 MB y 5000 filas), compruebe qué columna contiene cada dato e importe. Los invitados que ya están en la lista (mismo correo) se actualizan.',
    file: 'Archivo CSV',
    mapping: 'Columnas',
    fieldFor: 'Columna para {{field}}',
    ignore: 'No está en el archivo',
    preview: 'Vista previa',
    rowNumber: 'Fila',
    result: 'Comprobación',
    ok: 'Invitado nuevo',
    willUpdate: 'Se actualizará',
    unchanged: 'Sin cambios',
    summary: '{{valid}} de {{total}} filas se pueden importar; {{invalid}} tienen errores.',
    previewLimited: 'Se muestran las primeras {{shown}} filas.',
    submit_one: 'Importar {{count}} invitado',
    submit_other: 'Importar {{count}} invitados',
    importing: 'Importando...',
    cancel: 'Cancelar',
    fileTooLarge: 'El archivo supera los 2 MB. Divídalo e importe cada parte.',
    tooManyRows:
      'El archivo tiene demasiadas filas: se pueden importar como máximo 5000 invitados a la vez.',
    unreadable: 'No se pudo leer el archivo como CSV: {{reason}}',
    noRows: 'El archivo no tiene filas de invitados.',
    needNameAndEmail: 'Elija las columnas que contienen el nombre y el correo.',
    badStatus: 'Estado de confirmación desconocido «{{value}}»',
    badCategory: 'Categoría desconocida «{{value}}»',
    badYesNo: 'Escriba Sí o No, no «{{value}}»',
    doneTitle: 'Invitados Importados',
    done: '{{created}} añadidos, {{updated}} actualizados, {{unchanged}} sin cambios, {{refused}} rechazados.',
    failedTitle: 'Importación Fallida',
    failed: 'No se pudieron importar los invitados. Inténtelo de nuevo.',
    fields: {
      name: 'Nombre',
      firstName: 'Nombre de pila',
      lastName: 'Apellido',
      email: 'Correo',
      phone: 'Teléfono',
      category: 'Categoría',
      rsvpStatus: 'Estado de Confirmación',
      plusOne: 'Acompañante',
      dietaryRestrictions: 'Restricciones Alimentarias',
      tableAssignment: 'Mesa Asignada',
      invitationSent: 'Invitación Enviada',
      language: 'Idioma',
      household: 'Hogar',
      companionsAllowed: 'Acompañantes permitidos',
      companions: 'Acompañantes',
    },
  },
  cards: {
    title: 'Tarjetas de invitación',
    description:
      'Una tarjeta por invitado: imprímalas, o guárdelas como PDF, desde el diálogo de impresión.',
    print: 'Imprimir',
    close: 'Cerrar',
    dear: 'Querido/a {{name}}:',
    invited: 'Está invitado/a a nuestra boda.',
    code: 'Su código de invitación',
    scan: 'Escanee el código o visite',
    qrLabel: 'Código QR para entrar como {{name}}',
  },
};

export const catalogs = registerStrings('admin-guests', { en, es });

registerErrorTexts(GUEST_IMPORT_HOUSEHOLD_MESSAGES, {
  allowedDisagrees: 'Las filas de un mismo hogar deben indicar los mismos acompañantes permitidos.',
});
