import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatingTable } from '../../../protocol/seating';
import { i18n } from '../../lib/i18n';
import { json, type SentRequest } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { SeatingTab } from './SeatingTab';
import {
  T1,
  T2,
  assignment,
  guest,
  stubSeatingApi,
  table,
  type SeatingAnswer,
} from './seating-fixture';

/** The spec's table, assignment and import dialogs: their messages and every §8 toast. */
vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const A1 = 'c'.repeat(24);

const tables = [table({}), table({ id: T2, tableNumber: 2, tableName: 'Lake', capacity: 4 })];
const assignments = [
  assignment({}),
  assignment({ id: 'e'.repeat(24), guestId: 'g2', guestName: 'Ben Lopez', tableId: T2 }),
  assignment({ id: 'f'.repeat(24), guestId: 'g3', guestName: 'Cid Moreno', tableId: T2 }),
];
const guestList = [
  guest({}),
  guest({ id: '1'.repeat(24), firstName: 'Omar', rsvpStatus: 'pending' }),
  guest({ id: '2'.repeat(24), firstName: 'Pia', category: 'friends' }),
];
let requests: SentRequest<unknown>[];
let answer: SeatingAnswer;

beforeEach(() => {
  answer = () => undefined;
  requests = stubSeatingApi({ tables, assignments, guestList }, () => answer);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const writes = () => requests.filter((r) => r.method !== 'GET');
const failWith500 = (method: string, prefix: string) => {
  answer = (m, url) =>
    m === method && url.startsWith(prefix) ? json({ message: 'boom' }, 500) : undefined;
};

describe('tables', () => {
  it('a new table: POST with the form, then “Table Created” and one more table', async () => {
    answer = (method, url, body) =>
      method === 'POST' && url === '/api/seating/tables'
        ? json(table({ ...(body as object), id: '3'.repeat(24) }), 201)
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Table Created')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/seating/tables',
        body: { tableNumber: 3, tableName: 'Terrace', capacity: 8, shape: 'round' },
      },
    ]);
    expect(await screen.findByRole('tab', { name: 'Tables (3)' })).toBeInTheDocument();
  });

  it('editing a table: PUT to its id, then “Table Updated”', async () => {
    answer = (method, url, body) =>
      method === 'PUT' && url === `/api/seating/tables/${T1}`
        ? json(table(body as Partial<SeatingTable>))
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit table 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Table' });
    const name = within(dialog).getByLabelText(/^Table name/);
    await user.clear(name);
    await user.type(name, 'Rose Garden');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Table Updated')).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: 'PUT', body: { tableName: 'Rose Garden' } });
    expect(await screen.findByText(/Rose Garden/)).toBeInTheDocument();
  });

  it('a failed save says the spec’s words in a red “Error” toast', async () => {
    failWith500('POST', '/api/seating/tables');
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Table' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Failed to save table. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('deleting a table says its assignments go too, then “Table Deleted” drops them', async () => {
    answer = (method, url) =>
      method === 'DELETE' && url === `/api/seating/tables/${T2}`
        ? json({ id: T2, removedAssignmentIds: ['e'.repeat(24), 'f'.repeat(24)] })
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete table 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete table 2?' });
    expect(
      within(dialog).getByText(
        'Its 2 assignments are removed too; those guests can be seated elsewhere.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Table' }));
    expect(await screen.findByText('Table Deleted')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tables (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assignments (1)' })).toBeInTheDocument();
  });

  it('a failed delete: “Failed to delete table. Please try again.”', async () => {
    failWith500('DELETE', '/api/seating/tables/');
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Delete table 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Table' }));
    expect(
      await screen.findByText('Failed to delete table. Please try again.'),
    ).toBeInTheDocument();
    // The table stays, and so does the dialog, for another try.
    expect(screen.getByRole('dialog', { name: 'Delete table 1?' })).toBeInTheDocument();
    expect(screen.queryByText('Table Deleted')).not.toBeInTheDocument();
  });
});

describe('assignments', () => {
  it('the form’s messages, then a POST with a client-made guestId and “Assignment Created”', async () => {
    answer = (method, url, body) =>
      method === 'POST' && url === '/api/seating/assignments'
        ? json(assignment({ ...(body as object), id: '4'.repeat(24) }), 201)
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Add Assignment' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Guest name/), 'D');
    await user.type(within(dialog).getByLabelText(/^Guest email/), 'dora@');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(
      await within(dialog).findByText('Guest name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a table')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Guest name/), 'ora Vidal');
    await user.type(within(dialog).getByLabelText(/^Guest email/), 'example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /^Table/ }));
    await user.click(await screen.findByRole('option', { name: /^Table 2 · Lake \(2\/4\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(await screen.findByText('Assignment Created')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/seating/assignments',
        body: expect.objectContaining({
          guestName: 'Dora Vidal',
          guestEmail: 'dora@example.com',
          tableId: T2,
          guestId: expect.stringMatching(/^manual-/),
        }),
      },
    ]);
    expect(await screen.findByRole('tab', { name: 'Assignments (4)' })).toBeInTheDocument();
  });

  it('a failed save: “Failed to save assignment. Please try again.”', async () => {
    failWith500('PUT', '/api/seating/assignments/');
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('tab', { name: 'Assignments (3)' }));
    await user.click(await screen.findByRole('button', { name: 'Edit assignment of Ana Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(
      await screen.findByText('Failed to save assignment. Please try again.'),
    ).toBeInTheDocument();
    // Editing keeps the original guestId.
    expect(writes()[0]).toMatchObject({
      url: `/api/seating/assignments/${A1}`,
      body: { guestId: 'g1' },
    });
  });

  it('deleting one: “Assignment Deleted”, or the spec’s failure words', async () => {
    answer = (method, url) =>
      method === 'DELETE' && url === `/api/seating/assignments/${A1}`
        ? json({ id: A1 })
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('tab', { name: 'Assignments (3)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete assignment of Ana Ortiz' }));
    expect(await screen.findByText('Assignment Deleted')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assignments (2)' })).toBeInTheDocument();

    failWith500('DELETE', '/api/seating/assignments/');
    await user.click(screen.getByRole('button', { name: 'Delete assignment of Ben Lopez' }));
    expect(
      await screen.findByText('Failed to delete assignment. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('import', () => {
  it('filters the guest list by RSVP status and category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Import Guests' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Lena Park');
    expect(within(dialog).getByText('Pia Park')).toBeInTheDocument();
    expect(within(dialog).queryByText('Omar Park')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'RSVP status' }));
    await user.click(await screen.findByRole('option', { name: 'All Statuses' }));
    expect(await within(dialog).findByText('Omar Park')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Friends' }));
    await waitFor(() => expect(within(dialog).queryByText('Lena Park')).not.toBeInTheDocument());
    expect(within(dialog).queryByText('Omar Park')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Pia Park')).toBeInTheDocument();
  });

  it('a failed import: “Import Failed” with the spec’s words', async () => {
    failWith500('POST', '/api/seating/import');
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Import Guests' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Lena Park/ }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: /^Table 1 · Garden/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to import guests. Please try again.')).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  it('the toasts and messages are translated', async () => {
    await i18n.changeLanguage('es');
    answer = (method, url, body) =>
      method === 'POST' && url === '/api/seating/tables'
        ? json(table({ ...(body as object), id: '3'.repeat(24) }), 201)
        : undefined;
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('button', { name: 'Añadir Mesa' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Mesa' }));
    expect(
      await within(dialog).findByText('El nombre de la mesa es obligatorio'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nombre de la mesa/), 'Terraza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Mesa' }));
    expect(await screen.findByText('Mesa Creada')).toBeInTheDocument();
  });
});
