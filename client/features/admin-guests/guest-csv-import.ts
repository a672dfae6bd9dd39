import Papa from 'papaparse';
import {
  GUEST_IMPORT_LIMITS,
  GUEST_LIST_ERRORS,
  changedImportFields,
  guestCategories,
  guestImportRowSchema,
  rsvpStatuses,
  type AdminGuest,
  type GuestImportRow,
} from '../../../protocol/admin-guests';
import { CSV_FORMULA_START, UTF8_BOM } from '../../../protocol/csv';

export const importFields = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'category',
  'rsvpStatus',
  'plusOne',
  'dietaryRestrictions',
  'tableAssignment',
  'invitationSent',
  'language',
  'household',
  'companionsAllowed',
  'companions',
] as const;
export type ImportField = (typeof importFields)[number];
/** Which column (by index) holds each field; null when the file has none. */
export type ColumnMapping = Record<ImportField, number | null>;

export type CsvTable = { headers: string[]; rows: string[][] };
export type CsvProblem =
  | { kind: 'fileTooLarge' }
  | { kind: 'tooManyRows' }
  | { kind: 'noRows' }
  | { kind: 'unreadable'; reason: string };

/** Headers as people write them, squeezed to letters and digits. Covers the export's own. */
const headerNames: Record<ImportField, string[]> = {
  name: ['name', 'fullname', 'guestname', 'guest', 'nombre', 'nombrecompleto'],
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'apellido', 'apellidos'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'correoelectronico'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'tel', 'telephone', 'telefono'],
  category: ['category', 'group', 'categoria'],
  rsvpStatus: ['rsvpstatus', 'status', 'rsvp', 'estado'],
  plusOne: ['plusone', 'plus1', 'guestallowed', 'acompanante'],
  dietaryRestrictions: ['dietaryrestrictions', 'dietary', 'diet', 'allergies', 'dieta'],
  tableAssignment: ['tableassignment', 'table', 'tablenumber', 'mesa'],
  invitationSent: ['invitationsent', 'invited', 'invitesent', 'invitacionenviada'],
  language: ['language', 'lang', 'idioma'],
  household: ['household', 'family', 'party', 'invitation', 'hogar', 'familia'],
  companionsAllowed: ['companionsallowed', 'plusonesallowed', 'acompanantespermitidos'],
  companions: ['companions', 'plusones', 'acompanantes'],
};

const squeeze = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Reads the chosen file's text; size and row limits are checked before anything is sent. */
export function parseCsv(text: string, sizeBytes: number): CsvTable | CsvProblem {
  if (sizeBytes > GUEST_IMPORT_LIMITS.maxFileBytes) return { kind: 'fileTooLarge' };
  const clean = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find(
    (error) => error.type === 'Quotes' || error.type === 'Delimiter',
  );
  if (broken && parsed.data.length > 1) {
    return { kind: 'unreadable', reason: `${broken.message} (row ${(broken.row ?? 0) + 1})` };
  }
  const [headers, ...rows] = parsed.data;
  if (!headers || !rows.length) return { kind: 'noRows' };
  if (rows.length > GUEST_IMPORT_LIMITS.maxRows) return { kind: 'tooManyRows' };
  return { headers: headers.map((h) => h.trim()), rows };
}

export const isCsvProblem = (value: CsvTable | CsvProblem): value is CsvProblem => 'kind' in value;

/** The first column whose header is a known name for each field. */
export function autoMap(headers: readonly string[]): ColumnMapping {
  const squeezed = headers.map(squeeze);
  const mapping = Object.fromEntries(importFields.map((field) => [field, null])) as ColumnMapping;
  const taken = new Set<number>();
  for (const field of importFields) {
    const index = squeezed.findIndex(
      (header, i) => !taken.has(i) && headerNames[field].includes(header),
    );
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}

export const mappingIsUsable = (mapping: ColumnMapping) =>
  mapping.email !== null && (mapping.name !== null || mapping.firstName !== null);

export type CellProblem =
  { key: 'badStatus' | 'badCategory' | 'badYesNo'; value: string } | { message: string };

const yes = new Set(['yes', 'y', 'true', '1', 'si', 'x']);
const no = new Set(['no', 'n', 'false', '0']);

function readBoolean(cell: string, problems: CellProblem[]): boolean | undefined {
  const value = squeeze(cell);
  if (!value) return undefined;
  if (yes.has(value)) return true;
  if (no.has(value)) return false;
  problems.push({ key: 'badYesNo', value: cell });
  return undefined;
}

function readChoice<T extends string>(
  cell: string,
  choices: readonly T[],
  key: 'badStatus' | 'badCategory',
  problems: CellProblem[],
): T | undefined {
  const value = squeeze(cell);
  if (!value) return undefined;
  const match = choices.find((choice) => squeeze(choice) === value);
  if (!match) problems.push({ key, value: cell });
  return match;
}

/** A whole number as typed ("2"); anything else is left for the schema to refuse clearly. */
function readCount(cell: string): number | undefined {
  const value = cell.trim();
  if (!value) return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** `Lucía Pérez; Tomás Gil` → the names, empty parts dropped. */
const readNames = (cell: string) =>
  cell
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

/** An exported cell that was escaped against spreadsheet formulas reads as typed again. */
const unescape = (cell: string) =>
  cell.startsWith("'") && CSV_FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

export type PreviewRow = {
  /** 1-based row of the file's data (the header row not counted). */
  line: number;
  name: string;
  email: string;
  outcome: 'new' | 'update' | 'unchanged' | 'error';
  problems: CellProblem[];
  /** What is sent for a row without problems. */
  row?: GuestImportRow;
};

/** Every data row of the file read through the mapping, checked, and compared with the list. */
export function previewImport(
  table: CsvTable,
  mapping: ColumnMapping,
  existing: readonly AdminGuest[],
): PreviewRow[] {
  const byEmail = new Map(existing.map((guest) => [guest.email.toLowerCase(), guest]));
  const seen = new Set<string>();
  return table.rows.map((cells, index) => {
    const cell = (field: ImportField) => {
      const column = mapping[field];
      return column === null ? undefined : unescape((cells[column] ?? '').trim());
    };
    const problems: CellProblem[] = [];
    const name = cell('name') ?? [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
    const candidate = {
      name,
      email: cell('email') ?? '',
      phone: cell('phone'),
      dietaryRestrictions: cell('dietaryRestrictions'),
      tableAssignment: cell('tableAssignment'),
      language: cell('language'),
      category:
        cell('category') === undefined
          ? undefined
          : readChoice(cell('category')!, guestCategories, 'badCategory', problems),
      rsvpStatus:
        cell('rsvpStatus') === undefined
          ? undefined
          : readChoice(cell('rsvpStatus')!, rsvpStatuses, 'badStatus', problems),
      plusOne: cell('plusOne') === undefined ? undefined : readBoolean(cell('plusOne')!, problems),
      invitationSent:
        cell('invitationSent') === undefined
          ? undefined
          : readBoolean(cell('invitationSent')!, problems),
      household: cell('household') || undefined,
      companionsAllowed:
        cell('companionsAllowed') === undefined ? undefined : readCount(cell('companionsAllowed')!),
      companions: cell('companions') ? readNames(cell('companions')!) : undefined,
    };
    const parsed = guestImportRowSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ message: issue.message });
    }
    const email = parsed.success ? parsed.data.email : candidate.email.toLowerCase();
    if (parsed.success && seen.has(email))
      problems.push({ message: GUEST_LIST_ERRORS.duplicateInFile });
    if (parsed.success) seen.add(email);
    const base = { line: index + 1, name, email: candidate.email, problems };
    if (problems.length || !parsed.success) return { ...base, outcome: 'error' as const };
    const current = byEmail.get(email);
    const outcome = !current
      ? 'new'
      : changedImportFields(parsed.data, current).length
        ? 'update'
        : 'unchanged';
    return { ...base, outcome, row: parsed.data };
  });
}
