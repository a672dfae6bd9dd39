import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MySeat } from '../../../protocol/seating';
import { renderWithProviders } from '../../test/render';
import { YourTableCard } from './YourTableCard';

/** The handlers the card gave its live topic, so a test can push as the server would. */
const pushed: Record<string, (payload: unknown) => void> = {};
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    Object.assign(pushed, handlers);
  },
}));

let mySeat: MySeat;
const searches: string[] = [];
const fetched: string[] = [];

beforeEach(() => {
  searches.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status });
      if (url === '/api/guest-auth')
        return json({
          guest: {
            id: 'a'.repeat(24),
            firstName: 'Eva',
            lastName: 'Test',
            email: 'eva@example.com',
          },
        });
      if (url === '/api/seating/my-seat') return json(mySeat);
      if (url.startsWith('/api/seating/find')) {
        searches.push(url);
        return json({
          published: true,
          matches: [{ guestName: 'Finn Test', tableNumber: 4, tableName: 'Lake' }],
        });
      }
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Your table', () => {
  it('shows nothing before the seating is published', async () => {
    mySeat = { published: false, signedIn: true, table: null };
    const { queryClient } = renderWithProviders(<YourTableCard />);
    await waitFor(() => expect(fetched).toContain('/api/seating/my-seat'));
    // The answer is in (not merely asked for) before looking for what it did not show.
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: ['seating-my-seat'] })[0]?.[1]).toEqual(mySeat),
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your first and last name')).not.toBeInTheDocument();
  });

  it('shows the signed-in guest’s table and follows a move pushed to them', async () => {
    mySeat = { published: true, signedIn: true, table: { tableNumber: 3, tableName: 'Garden' } };
    renderWithProviders(<YourTableCard />);
    expect(await screen.findByText('Table 3 · Garden')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your table' })).toBeInTheDocument();
    act(() =>
      pushed['seat:mine']!({
        published: true,
        signedIn: true,
        table: { tableNumber: 5, tableName: 'Terrace' },
      }),
    );
    expect(await screen.findByText('Table 5 · Terrace')).toBeInTheDocument();
    act(() => pushed['seat:published']!({ published: false }));
    await waitFor(() => expect(screen.queryByText('Table 5 · Terrace')).not.toBeInTheDocument());
  });

  it('lets anyone find a seat by full name: a table number and name, nothing else', async () => {
    mySeat = { published: true, signedIn: false, table: null };
    const user = userEvent.setup();
    renderWithProviders(<YourTableCard />);
    const input = await screen.findByLabelText('Your first and last name');
    expect(screen.queryByText('Your table')).not.toBeInTheDocument();
    await user.type(input, 'finn');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByText('Type your first and last name, as on your invitation.'),
    ).toBeInTheDocument();
    expect(searches).toEqual([]);
    await user.type(input, ' test');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Finn Test: Table 4 · Lake')).toBeInTheDocument();
    expect(searches).toEqual(['/api/seating/find?name=finn+test']);
  });
});
