import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { ImportDialog } from './ImportDialog';
import { T1, assignment, guest, table } from './seating-fixture';

afterEach(() => vi.unstubAllGlobals());

const lena = 'd'.repeat(24);
const omar = '1'.repeat(24);

describe('Import Guests with households', () => {
  it('offers a seated guest again for a companion added since, counting only that seat', async () => {
    stubFetch((_method, url) =>
      url === '/api/guest/list'
        ? json([
            // Lena is seated; Lucía joined her household since.
            guest({ id: lena, partySize: 2, seatIds: [lena, 'lucia:plus-one'] }),
            // Omar and his plus one are both seated: nothing left to seat.
            guest({
              id: omar,
              firstName: 'Omar',
              partySize: 2,
              seatIds: [omar, `${omar}:plus-one`],
            }),
          ])
        : undefined,
    );
    const seated = [
      assignment({ id: 'a1', guestId: lena, guestName: 'Lena Park' }),
      assignment({ id: 'a2', guestId: omar, guestName: 'Omar Park' }),
      assignment({ id: 'a3', guestId: `${omar}:plus-one`, guestName: 'Omar Park +1' }),
    ];
    renderWithProviders(
      <ImportDialog
        open
        onOpenChange={() => undefined}
        tables={[table({ id: T1 })]}
        assignments={seated}
        counts={new Map([[T1, 3]])}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Lena Park/ }));
    expect(within(dialog).queryByText(/Omar Park/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('1 seat needed')).toBeInTheDocument();
  });
});
