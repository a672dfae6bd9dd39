import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { connection } from '../../lib/realtime/connection';
import { renderWithProviders } from '../../test/render';
import { GuestListTab } from './GuestListTab';
import { adminGuest } from './test-guests';

const live = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    live.handlers = handlers;
  },
}));

let stored: AdminGuest[];
let posted: unknown[];
let createStatus: number;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  connection.status = 'connected';
  stored = [
    adminGuest({
      name: 'Ana Garcia',
      email: 'ana@example.com',
      rsvpStatus: 'confirmed',
      category: 'family',
      tableAssignment: '2',
      // Her RSVP said 4 people.
      plusOne: true,
      partySize: 4,
    }),
    adminGuest({
      name: 'Ben Stone',
      email: 'ben@work.example',
      rsvpStatus: 'declined',
      category: 'colleagues',
      plusOne: true,
    }),
    adminGuest({
      name: 'Carla Diaz',
      email: 'carla@example.com',
      category: 'friends',
      tableAssignment: '1',
    }),
  ];
  posted = [];
  createStatus = 201;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/admin/guests' && method === 'GET') return json(stored);
      if (url === '/api/admin/guests' && method === 'POST') {
        const body = JSON.parse(String(init!.body)) as { name: string; email: string };
        posted.push(body);
        if (createStatus !== 201)
          return json(
            { message: 'A guest with this e-mail address is already on the list.' },
            createStatus,
          );
        return json(adminGuest({ name: body.name, email: body.email }), 201);
      }
      const byId = /^\/api\/admin\/guests\/([a-f0-9]{24})$/.exec(url);
      if (byId && method === 'PUT') {
        const body = JSON.parse(String(init!.body)) as Partial<AdminGuest>;
        posted.push({ method, ...body });
        const guest = stored.find((g) => g.id === byId[1])!;
        return json({ ...guest, ...body });
      }
      if (byId && method === 'DELETE') {
        posted.push({ method, id: byId[1] });
        return json(stored.find((g) => g.id === byId[1]));
      }
      if (url === '/api/admin/guests/restore') {
        const body = JSON.parse(String(init!.body)) as { guests: AdminGuest[] };
        posted.push({ method: 'RESTORE', ids: body.guests.map((g) => g.id) });
        return json(body.guests);
      }
      if (url === '/api/live-wall/config') return json({ publicUrl: 'https://wedding.example' });
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

// Dialogs and selects take several user steps; a busy machine needs more than the 5 s default.
describe('Guest List tab', { timeout: 20_000 }, () => {
  it('lists every guest with the spec columns and "Not assigned" for no table', async () => {
    renderWithProviders(<GuestListTab />);
    expect(
      await screen.findByRole('heading', { name: 'Guest Management (3 guests)' }),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(1)).toEqual([
      'Name',
      'Email',
      'Status',
      'Category',
      'Plus One',
      'Table',
      'Actions',
    ]);
    const ben = screen.getByRole('row', { name: /Ben Stone/ });
    expect(within(ben).getByText('Not assigned')).toBeInTheDocument();
    expect(within(ben).getByText('Yes')).toBeInTheDocument();
    const ana = screen.getByRole('row', { name: /Ana Garcia/ });
    expect(within(ana).getByText('Yes, 4 people in all')).toBeInTheDocument();
    expect(within(ben).getByRole('combobox', { name: 'RSVP status of Ben Stone' })).toHaveValue(
      'declined',
    );
  });

  it(
    'searches name or e-mail ignoring case, combined with the status and category filters',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<GuestListTab />);
      await screen.findByText('Ana Garcia');
      await user.type(
        screen.getByRole('searchbox', { name: 'Search by name or email' }),
        'EXAMPLE.COM',
      );
      expect(rowNames()).toEqual(['Ana Garcia', 'Carla Diaz']);
      expect(
        screen.getByRole('heading', { name: 'Guest Management (2 guests)' }),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
      await user.click(await screen.findByRole('option', { name: 'Pending' }));
      await waitFor(() => expect(rowNames()).toEqual(['Carla Diaz']));

      await user.click(screen.getByRole('combobox', { name: 'Filter by category' }));
      await user.click(await screen.findByRole('option', { name: 'Family' }));
      expect(await screen.findByText('No guests match these filters.')).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Guest Management (0 guests)' }),
      ).toBeInTheDocument();
    },
  );

  it('sorts by a column header, flipping the direction, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestListTab />);
    await screen.findByText('Ana Garcia');
    const tableHeader = screen.getByRole('columnheader', { name: /Table/ });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(within(tableHeader).getByRole('button'));
    expect(tableHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['Carla Diaz', 'Ana Garcia', 'Ben Stone']);
    await user.click(within(tableHeader).getByRole('button'));
    expect(tableHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Ana Garcia', 'Carla Diaz', 'Ben Stone']);
  });

  it('applies a push from another organizer to the table', async () => {
    renderWithProviders(<GuestListTab />);
    await screen.findByText('Ana Garcia');
    live.handlers['guests:saved']!({
      guests: [{ ...stored[0]!, rsvpStatus: 'declined' }, adminGuest({ name: 'Dora New' })],
    });
    expect(await screen.findByText('Dora New')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'RSVP status of Ana Garcia' })).toHaveValue(
      'declined',
    );
    live.handlers['guests:deleted']!({ ids: [stored[1]!.id] });
    await waitFor(() => expect(screen.queryByText('Ben Stone')).not.toBeInTheDocument());
  });

  it('validates Add Guest with the spec messages, then adds and says so', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestListTab />);
    await screen.findByText('Ana Garcia');
    await user.click(screen.getByRole('button', { name: 'Add Guest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Guest' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'J');
    await user.type(within(dialog).getByLabelText(/^Email/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(
      await within(dialog).findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();
    expect(posted).toEqual([]);

    createStatus = 409;
    await user.type(within(dialog).getByLabelText(/^Name/), 'o Lee');
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(
      await within(dialog).findByText('A guest with this e-mail address is already on the list.'),
    ).toBeInTheDocument();

    createStatus = 201;
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), 'jo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    expect(await screen.findByText('Guest Added')).toBeInTheDocument();
    expect(
      screen.getByText('The guest has been successfully added to the list.'),
    ).toBeInTheDocument();
    expect(posted.at(-1)).toMatchObject({
      name: 'Jo Lee',
      email: 'jo@example.com',
      category: 'friends',
      plusOne: false,
    });
    expect(await screen.findByText('Jo Lee')).toBeInTheDocument();
  });

  it('imports a chosen file: maps its columns and shows each row’s errors before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestListTab />);
    await screen.findByText('Ana Garcia');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import guests from CSV' });
    const csv =
      'Full Name,Email,Phone\nAna Garcia,ana@example.com,555\nBad Row,bad-mail,\nDora New,dora@example.com,\n';
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'guests.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByRole('combobox', { name: 'Name' })).toHaveDisplayValue(
      'Full Name',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Phone' })).toHaveDisplayValue('Phone');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
      'Not in the file',
    );
    expect(
      within(dialog).getByText('2 of 3 rows can be imported; 1 have errors.'),
    ).toBeInTheDocument();
    const preview = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(preview).toEqual([
      '1Ana Garciaana@example.comWill update',
      '2Bad Rowbad-mailInvalid email address',
      '3Dora Newdora@example.comNew guest',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Import 2 guests' })).toBeEnabled();
  });

  it('edits a row in a dialog filled with its values', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestListTab />);
    const row = (await screen.findByText('Ben Stone')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Guest' });
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('ben@work.example');
    expect(within(dialog).getByRole('checkbox', { name: 'Plus One' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/^Table Assignment/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Guest Updated')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        method: 'PUT',
        name: 'Ben Stone',
        email: 'ben@work.example',
        category: 'colleagues',
        plusOne: true,
        tableAssignment: '7',
      },
    ]);
    expect(within(screen.getByText('Ben Stone').closest('tr')!).getByText('7')).toBeInTheDocument();
  });

  it('deletes a row and puts it back with Undo', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuestListTab />);
    const row = (await screen.findByText('Carla Diaz')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Carla Diaz was removed from the list.')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Carla Diaz' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('cell', { name: 'Carla Diaz' })).toBeInTheDocument();
    expect(posted).toEqual([
      { method: 'DELETE', id: stored[2]!.id },
      { method: 'RESTORE', ids: [stored[2]!.id] },
    ]);
  });
});
