import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import HouseholdsTab from './HouseholdsTab';
import { FORM_TIMEOUT, fakeHouseholdsServerPerTest, householdList } from './tab-test-support';
import { carter, garcias, id } from './test-households';

vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));

const server = fakeHouseholdsServerPerTest();

describe('the households’ actions', () => {
  it(
    'creates a household from chosen guests',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(await screen.findByRole('button', { name: 'New household' }));
      const form = await screen.findByRole('form', { name: 'New household' });
      await user.click(within(form).getByRole('button', { name: 'Create household' }));
      expect(await within(form).findByText('Choose at least one guest')).toBeInTheDocument();
      expect(server.sent('POST', '/api/admin/households')).toHaveLength(0);

      await user.click(
        within(form).getByRole('checkbox', { name: 'Luis García (now with The Garcías)' }),
      );
      await user.click(
        within(form).getByRole('checkbox', { name: 'Ben Carter (now with Ben Carter)' }),
      );
      await user.click(within(form).getByRole('button', { name: 'Create household' }));
      expect(await screen.findByText('Household saved')).toBeInTheDocument();
      expect(server.sent('POST', '/api/admin/households')[0]!.body).toEqual({
        memberIds: [id(12), id(21)],
      });
      const created = await within(householdList()).findByRole('listitem', {
        name: 'Luis García, Ben Carter',
      });
      expect(created).toBeInTheDocument();
      await waitFor(() =>
        expect(
          within(householdList()).queryByRole('listitem', { name: 'Ben Carter' }),
        ).not.toBeInTheDocument(),
      );
    },
    FORM_TIMEOUT,
  );

  it(
    'moves a guest into a household, and merges two',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(await screen.findByRole('button', { name: 'Add a guest to Ben Carter' }));
      const move = await screen.findByRole('form', { name: 'Add a guest to Ben Carter' });
      await user.selectOptions(
        within(move).getByLabelText('Guest'),
        'Luis García (now with The Garcías)',
      );
      await user.click(within(move).getByRole('button', { name: 'Add to household' }));
      expect(await screen.findByText('Household saved')).toBeInTheDocument();
      expect(server.sent('POST', `/api/admin/households/${carter.id}/members`)[0]!.body).toEqual({
        guestId: id(12),
      });
      await within(householdList()).findByRole('listitem', { name: 'Ben Carter, Luis García' });

      await user.click(
        screen.getByRole('button', { name: 'Merge another household into The Garcías' }),
      );
      const merge = await screen.findByRole('form', {
        name: 'Merge another household into The Garcías',
      });
      await user.selectOptions(
        within(merge).getByLabelText('Household to merge in'),
        'Ben Carter, Luis García',
      );
      await user.click(within(merge).getByRole('button', { name: 'Merge' }));
      await waitFor(() =>
        expect(server.sent('POST', `/api/admin/households/${garcias.id}/merge`)[0]?.body).toEqual({
          householdId: carter.id,
        }),
      );
      expect(
        await within(householdList()).findByText('Ana García, Ben Carter, Luis García'),
      ).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );

  it(
    'sets the companions allowed, refusing more than 10 in the organizer’s language',
    async () => {
      await i18n.changeLanguage('es');
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(
        await screen.findByRole('button', { name: 'Acompañantes permitidos para Ben Carter' }),
      );
      const form = await screen.findByRole('form', {
        name: 'Acompañantes permitidos para Ben Carter',
      });
      const allowed = within(form).getByLabelText(/^Acompañantes permitidos/);
      await user.clear(allowed);
      await user.type(allowed, '11');
      await user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(
        await within(form).findByText(
          'Los acompañantes permitidos deben ser un número entero de 0 a 10.',
        ),
      ).toBeInTheDocument();
      expect(server.requests.some((request) => request.url.endsWith('/companions-allowed'))).toBe(
        false,
      );
    },
    FORM_TIMEOUT,
  );
});
