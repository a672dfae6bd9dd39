import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { SeatingTab } from './SeatingTab';
import { T1, T2, assignment, guest, table, threeSeated } from './seating-fixture';
import { answerTo, openFromTab, serveSeatingApi } from './seating-tab-harness';

vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const tables = [
  table({}),
  table({ id: T2, tableNumber: 2, tableName: 'Lake', capacity: 2, shape: 'square' }),
];
const assignments = threeSeated;
const guestList = [
  guest({}),
  guest({ id: '1'.repeat(24), firstName: 'Omar', rsvpStatus: 'pending' }),
  // Her RSVP said 4 people: she takes 4 seats.
  guest({ id: '2'.repeat(24), firstName: 'Pia', plusOne: true, partySize: 4, category: 'friends' }),
];
const api = serveSeatingApi({ tables, assignments, guestList });

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
    const { user, dialog } = await openFromTab('Add Table');
    expect(within(dialog).getByLabelText(/^Table number/)).toHaveValue(3);
    await user.clear(within(dialog).getByLabelText(/^Capacity/));
    await user.type(within(dialog).getByLabelText(/^Capacity/), '21');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await within(dialog).findByText('Table name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Capacity cannot exceed 20')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('a table number taken is said under the field', async () => {
    api.answer = answerTo(
      'POST',
      '/api/seating/tables',
      () => new Response(JSON.stringify({ message: 'Table 3 already exists.' }), { status: 409 }),
    );
    const { user, dialog } = await openFromTab('Add Table');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await within(dialog).findByText('Table 3 already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Table number/)).toHaveFocus();
  });

  it('import: confirmed guests by default, the spec’s toasts, then one call with guests and table', async () => {
    api.answer = answerTo(
      'POST',
      '/api/seating/import',
      () =>
        new Response(
          JSON.stringify({
            assignments: [
              assignment({ id: '9'.repeat(24), guestId: '2'.repeat(24), guestName: 'Pia Park' }),
              assignment({ id: '8'.repeat(24), guestId: 'x:plus-one', guestName: 'Pia Park +1' }),
            ],
          }),
          { status: 201 },
        ),
    );
    const { user, dialog } = await openFromTab('Import Guests');
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
    expect(api.requests.find((r) => r.url === '/api/seating/import')?.body).toEqual({
      guestIds: ['2'.repeat(24)],
      tableId: T1,
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Assignments (5)' })).toBeInTheDocument(),
    );
  });

  it('a refused import says why', async () => {
    api.answer = answerTo(
      'POST',
      '/api/seating/import',
      () =>
        new Response(
          JSON.stringify({ message: 'Table 2 has 0 free seats; the selected guests need 1.' }),
          { status: 409 },
        ),
    );
    const { user, dialog } = await openFromTab('Import Guests');
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
