import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SeatingTable } from '../../../protocol/seating';
import { i18n } from '../../lib/i18n';
import { json } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { SeatingTab } from './SeatingTab';
import { T1, T2, assignment, guest, table, threeSeated } from './seating-fixture';
import { answerTo, openFromTab, serveSeatingApi } from './seating-tab-harness';

/** The spec's table, assignment and import dialogs: their messages and every §8 toast. */
vi.mock('../../lib/realtime/useTopic', () => ({ useTopic: () => undefined }));

const A1 = 'c'.repeat(24);

const tables = [table({}), table({ id: T2, tableNumber: 2, tableName: 'Lake', capacity: 4 })];
const assignments = threeSeated;
const guestList = [
  guest({}),
  guest({ id: '1'.repeat(24), firstName: 'Omar', rsvpStatus: 'pending' }),
  guest({ id: '2'.repeat(24), firstName: 'Pia', category: 'friends' }),
];
const api = serveSeatingApi({ tables, assignments, guestList });

describe('tables', () => {
  it('a new table: POST with the form, then “Table Created” and one more table', async () => {
    api.answer = answerTo('POST', '/api/seating/tables', (body) =>
      json(table({ ...(body as object), id: '3'.repeat(24) }), 201),
    );
    const { user, dialog } = await openFromTab('Add Table');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Table Created')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: '/api/seating/tables',
        body: { tableNumber: 3, tableName: 'Terrace', capacity: 8, shape: 'round' },
      },
    ]);
    expect(await screen.findByRole('tab', { name: 'Tables (3)' })).toBeInTheDocument();
  });

  it('editing a table: PUT to its id, then “Table Updated”', async () => {
    api.answer = answerTo('PUT', `/api/seating/tables/${T1}`, (body) =>
      json(table(body as Partial<SeatingTable>)),
    );
    const { user, dialog } = await openFromTab('Edit table 1', 'Edit Table');
    const name = within(dialog).getByLabelText(/^Table name/);
    await user.clear(name);
    await user.type(name, 'Rose Garden');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Table Updated')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'PUT', body: { tableName: 'Rose Garden' } });
    expect(await screen.findByText(/Rose Garden/)).toBeInTheDocument();
  });

  it('a failed save says the spec’s words in a red “Error” toast', async () => {
    api.failWith500('POST', '/api/seating/tables');
    const { user, dialog } = await openFromTab('Add Table');
    await user.type(within(dialog).getByLabelText(/^Table name/), 'Terrace');
    await user.click(within(dialog).getByRole('button', { name: 'Save Table' }));
    expect(await screen.findByText('Failed to save table. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('deleting a table says its assignments go too, then “Table Deleted” drops them', async () => {
    api.answer = answerTo('DELETE', `/api/seating/tables/${T2}`, () =>
      json({ id: T2, removedAssignmentIds: ['e'.repeat(24), 'f'.repeat(24)] }),
    );
    const { user, dialog } = await openFromTab('Delete table 2', 'Delete table 2?');
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
    api.failWith500('DELETE', '/api/seating/tables/');
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
    api.answer = answerTo('POST', '/api/seating/assignments', (body) =>
      json(assignment({ ...(body as object), id: '4'.repeat(24) }), 201),
    );
    const { user, dialog } = await openFromTab('Add Assignment');
    await user.type(within(dialog).getByLabelText(/^Guest name/), 'D');
    await user.type(within(dialog).getByLabelText(/^Guest email/), 'dora@');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(
      await within(dialog).findByText('Guest name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a table')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Guest name/), 'ora Vidal');
    await user.type(within(dialog).getByLabelText(/^Guest email/), 'example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /^Table/ }));
    await user.click(await screen.findByRole('option', { name: /^Table 2 · Lake \(2\/4\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(await screen.findByText('Assignment Created')).toBeInTheDocument();
    expect(api.writes()).toEqual([
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
    api.failWith500('PUT', '/api/seating/assignments/');
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
    expect(api.writes()[0]).toMatchObject({
      url: `/api/seating/assignments/${A1}`,
      body: { guestId: 'g1' },
    });
  });

  it('deleting one: “Assignment Deleted”, or the spec’s failure words', async () => {
    api.answer = answerTo('DELETE', `/api/seating/assignments/${A1}`, () => json({ id: A1 }));
    const user = userEvent.setup();
    renderWithProviders(<SeatingTab />);
    await user.click(await screen.findByRole('tab', { name: 'Assignments (3)' }));
    await user.click(await screen.findByRole('button', { name: 'Delete assignment of Ana Ortiz' }));
    expect(await screen.findByText('Assignment Deleted')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Assignments (2)' })).toBeInTheDocument();

    api.failWith500('DELETE', '/api/seating/assignments/');
    await user.click(screen.getByRole('button', { name: 'Delete assignment of Ben Lopez' }));
    expect(
      await screen.findByText('Failed to delete assignment. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('import', () => {
  it('filters the guest list by RSVP status and category', async () => {
    const { user, dialog } = await openFromTab('Import Guests');
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
    api.failWith500('POST', '/api/seating/import');
    const { user, dialog } = await openFromTab('Import Guests');
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
    api.answer = answerTo('POST', '/api/seating/tables', (body) =>
      json(table({ ...(body as object), id: '3'.repeat(24) }), 201),
    );
    const { user, dialog } = await openFromTab('Añadir Mesa');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Mesa' }));
    expect(
      await within(dialog).findByText('El nombre de la mesa es obligatorio'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nombre de la mesa/), 'Terraza');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Mesa' }));
    expect(await screen.findByText('Mesa Creada')).toBeInTheDocument();
  });
});
