import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RsvpSection } from '../components/RsvpSection';
import { CEREMONY, LOADED, LUIS, eventCard, householdServerPerTest } from './test-support';

/** The household changing under the form: a companion named here, an answer from another phone. */

// The page's one connection, to a real Socket.IO server: the household's pushes arrive on it.
vi.mock('../../../lib/realtime/socket', (importOriginal) =>
  import('../../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const server = householdServerPerTest();

// Typing on a shared, slow machine: the form tests take a few seconds each.
describe("a signed-in household's RSVP", { timeout: 60_000 }, () => {
  it('names a companion and marks them as a child', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const name = await screen.findByLabelText('Name of companion 1', {}, LOADED);
    expect(name).toHaveAttribute('placeholder', 'Guest of Ana');
    await user.type(name, 'Sol');
    await user.click(screen.getByLabelText('Companion 1 is a child'));
    await user.click(screen.getByRole('button', { name: 'Save companions' }));
    expect(await screen.findByText('Your companions are saved.')).toBeInTheDocument();
    expect(server.sent.find((r) => r.url === '/api/households/mine/companions')?.body).toEqual({
      companions: [{ id: 'comp-1', name: 'Sol', child: true }],
    });
    // Named, and a child: the events ask for Sol, with the children's menu first.
    const receptionCard = await eventCard('Reception');
    const sol = await receptionCard.findByRole('group', { name: 'Sol' });
    await user.click(within(sol).getByRole('radio', { name: 'Yes, will come' }));
    const meals = within(within(sol).getByRole('group', { name: 'Meal for Sol' })).getAllByRole(
      'radio',
    );
    expect(meals[0]).toHaveAccessibleName(/Pasta/);
    expect(meals[0]).toHaveAccessibleName(/Children's menu/);
  });

  it('reads the household again when a change to it is pushed', async () => {
    const live = server.live();
    live.subscribed.clear();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Ceremony');
    const luis = card.getByRole('group', { name: 'Luis García' });
    expect(within(luis).getByRole('radio', { name: 'Yes, will come' })).not.toBeChecked();
    await waitFor(() => expect(live.subscribed.has('my-household')).toBe(true));

    // Luis answered from his own phone.
    server.mine = {
      ...server.mine,
      events: server.mine.events.map((item) =>
        item.event.id === CEREMONY
          ? { ...item, answers: [{ personId: LUIS, attending: true, mealId: null, dietary: '' }] }
          : item,
      ),
    };
    live.push('my-household', 'my-household:changed', { householdId: server.household.id });
    await waitFor(() =>
      expect(within(luis).getByRole('radio', { name: 'Yes, will come' })).toBeChecked(),
    );
  });
});
