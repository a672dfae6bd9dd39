import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { ImportableGuest, SeatingAssignment, SeatingTable } from '../../../protocol/seating';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { SeatingTab } from './SeatingTab';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const T1 = 'a'.repeat(24);
const T2 = 'b'.repeat(24);
const table = (fields: Partial<SeatingTable>): SeatingTable => ({
  id: T1,
  tableNumber: 1,
  tableName: 'Garden',
  capacity: 8,
  shape: 'round',
  xPosition: null,
  yPosition: null,
  createdAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});
const assignment = (fields: Partial<SeatingAssignment>): SeatingAssignment => ({
  id: 'c'.repeat(24),
  guestId: 'g1',
  tableId: T1,
  guestName: 'Ana Ortiz',
  guestEmail: 'ana@example.com',
  seatPosition: null,
  createdAt: '2026-06-20T15:00:00.000Z',
  updatedAt: '2026-06-20T15:00:00.000Z',
  ...fields,
});
const guest = (fields: Partial<ImportableGuest>): ImportableGuest => ({
  id: 'd'.repeat(24),
  firstName: 'Lena',
  lastName: 'Park',
  rsvpStatus: 'confirmed',
  category: 'family',
  plusOne: false,
  partySize: fields.plusOne ? 2 : 1,
  ...fields,
});

const tables = [
  table({}),
  table({ id: T2, tableNumber: 2, tableName: 'Lake', capacity: 2, shape: 'square' }),
];
const assignments = [
  assignment({}),
  assignment({ id: 'e'.repeat(24), guestId: 'g2', guestName: 'Ben Lopez', tableId: T2 }),
  assignment({ id: 'f'.repeat(24), guestId: 'g3', guestName: 'Cid Moreno', tableId: T2 }),
];
const guestList = [
  guest({}),
  guest({ id: '1'.repeat(24), firstName: 'Omar', rsvpStatus: 'pending' }),
  // Her RSVP said 4 people: she takes 4 seats.
  guest({ id: '2'.repeat(24), firstName: 'Pia', plusOne: true, partySize: 4, category: 'friends' }),
];
let requests: SentRequest<unknown>[];
let answer: (method: string, url: string, body: unknown) => Response | undefined;

beforeEach(() => {
  answer = () => undefined;
  requests = stubFetch<unknown>(async (method, url, body) => {
    const custom = answer(method, url, body);
    if (custom) return custom;
    if (url === '/api/seating/tables') return json(tables);
    if (url === '/api/seating/assignments') return json(assignments);
    if (url === '/api/seating/publication') return json({ published: false });
    if (url === '/api/guest/list') return json(guestList);
    return json({ message: 'not here' }, 404);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the Seating Chart tab', () => {
  it('counts tables and assignments, and shows assigned/capacity with each table’s shape', async () => {
    renderWithProviders(<SeatingTab />);
    expect(await screen.findByRole('tab', { name: 'Tables (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assignments (3)' })).toBeInTheDocument();
    const lake = screen.getByTestId('table-card-2');
    expect(within(lake).getByText('2/2')).toBeInTheDocument();
    expect(within(lake).getByText('2 of 2 seats taken')).toBeInTheDocument();
    expect(within(lake).getByText('Square')).toBeInTheDocument();
    expect(within(screen.getByTestId('table-card-1')).getByText('1/8')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<SeatingTab />);
    expect(await screen.findByRole('tab', { name: 'Mesas (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Asignaciones (3)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('table-card-2')).getByText('Cuadrada')).toBeInTheDocument();
  });

  it('the table form gives the spec’s messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Table number/)).toHaveValue(3);
    await user.clear(within(dialog).getByLabelText(/^Capacity/));
    await user.type(within(dialog).getByLabelText(/^Capacity/), '21');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await within(dialog).findByText('Table name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacity cannot exceed 20')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a table number taken is said under the field', async () => {
    answer = (method, url) =>
      method === 'POST' && url === '/api/seating/tables'
        ? new Response(JSON.stringify({ message: 'Table 3 already exists.' }), { status: 409 })
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await within(dialog).findByText('Table 3 already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Table number/)).toHaveFocus();
  });

  it('import: confirmed guests by default, the spec’s toasts, then one call with guests and table', async () => {
    answer = (method, url) =>
      method === 'POST' && url === '/api/seating/import'
        ? new Response(
            JSON.stringify({
              assignments: [
                assignment({ id: '9'.repeat(24), guestId: '2'.repeat(24), guestName: 'Pia Park' }),
                assignment({ id: '8'.repeat(24), guestId: 'x:plus-one', guestName: 'Pia Park +1' }),
              ],
            }),
            { status: 201 },
          )
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Import Guests' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lena Park');
    expect(within(dialog).queryByText('Omar Park')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No Guests Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one guest to import.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('checkbox', { name: /Pia Park ?\+3/ }));
    expect(within(dialog).getByText('4 seats needed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('No Table Selected')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: /^Table 1 · Garden \(1\/8\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Guests Imported')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/seating/import')?.body).toEqual({
      guestIds: ['2'.repeat(24)],
      tableId: T1,
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Assignments (5)' })).toBeInTheDocument(),
    );
  });

  it('a refused import says why', async () => {
    answer = (method, url) =>
      method === 'POST' && url === '/api/seating/import'
        ? new Response(
            JSON.stringify({ message: 'Table 2 has 0 free seats; the selected guests need 1.' }),
            { status: 409 },
          )
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Import Guests' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Lena Park/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: /^Table 2 · Lake/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Table 2 has 0 free seats; the selected guests need 1.'),
    ).toBeInTheDocument();
  });
});
