import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { pushTo } from '../../test/topic-pushes';
import HouseholdsTab from './HouseholdsTab';
import { FORM_TIMEOUT, fakeHouseholdsServerPerTest, fill, householdList } from './tab-test-support';
import { brunch, carter, garcias, reception } from './test-households';

vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));

const server = fakeHouseholdsServerPerTest();

const eventList = () => screen.getByRole('list', { name: 'The weekend’s events' });
const household = (name: string) => within(householdList()).getByRole('listitem', { name });

describe('the Households tab', () => {
  it(
    'shows the households with members and companions, and the events by date',
    async () => {
      renderWithProviders(<HouseholdsTab />);
      const garciaItem = await screen.findByRole('listitem', { name: 'The Garcías' });
      expect(within(garciaItem).getByText('Ana García, Luis García')).toBeInTheDocument();
      expect(
        within(garciaItem).getByText(/Companions: 1 of 1 allowed: Guest of Ana/),
      ).toBeInTheDocument();
      expect(
        within(household('Ben Carter')).getByText('No companions allowed'),
      ).toBeInTheDocument();
      const items = within(await screen.findByRole('list', { name: 'The weekend’s events' }))
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label'));
      expect(items).toEqual(['Ceremony', 'Reception']);
      expect(within(eventList()).getByText('2 households invited')).toBeInTheDocument();
      expect(within(eventList()).getByText('Seating chart')).toBeInTheDocument();
      expect(screen.getByText('No deadline set: guests can change their answers at any time.'));
      const { violations } = await axe.run(document.body);
      expect(violations.map((violation) => violation.id)).toEqual([]);
    },
    FORM_TIMEOUT,
  );

  it(
    'creates an event with two meals and a question, inviting one household',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await screen.findByRole('listitem', { name: 'The Garcías' });
      await user.click(await screen.findByRole('button', { name: 'Add event' }));
      const form = screen.getByRole('form', { name: 'New event' });
      await fill(user, within(form).getByLabelText('Name, English'), 'Brunch');
      fireEvent.change(within(form).getByLabelText(/^Date/), { target: { value: '2026-06-21' } });
      fireEvent.change(within(form).getByLabelText(/^Time \(America\/New_York\)/), {
        target: { value: '11:00' },
      });
      await user.click(within(form).getByRole('button', { name: 'Add a meal' }));
      await user.click(within(form).getByRole('button', { name: 'Add a meal' }));
      await fill(user, within(form).getByLabelText('Meal 1 name, English'), 'Eggs');
      await fill(user, within(form).getByLabelText('Meal 2 name, Spanish'), 'Tortitas');
      await user.click(within(form).getByLabelText('Meal 2: Children’s option'));
      await user.click(within(form).getByRole('button', { name: 'Add a question' }));
      await fill(user, within(form).getByLabelText('Question 1, English'), 'A song request');
      await user.click(within(form).getByRole('checkbox', { name: 'Ben Carter' }));
      expect(within(form).getByText('1 of 2 chosen')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Save event' }));

      expect(await screen.findByText('Event saved')).toBeInTheDocument();
      const [created] = server.sent('POST', '/api/admin/weekend-events');
      expect(created!.body).toEqual({
        name: 'Brunch',
        nameEs: '',
        details: '',
        detailsEs: '',
        date: '2026-06-21',
        time: '11:00',
        place: '',
        meals: [
          { name: 'Eggs', nameEs: '', description: '', descriptionEs: '', children: false },
          { name: '', nameEs: 'Tortitas', description: '', descriptionEs: '', children: true },
        ],
        questions: [{ prompt: 'A song request', promptEs: '' }],
        seated: false,
        householdIds: [carter.id],
      });
      expect(await within(eventList()).findByText('Brunch')).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );

  it(
    'edits an event keeping its meals’ and questions’ ids',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(await screen.findByRole('button', { name: 'Edit Reception' }));
      const form = screen.getByRole('form', { name: 'Edit event' });
      const fish = within(form).getByLabelText('Meal 1 name, English');
      expect(fish).toHaveValue('Fish');
      await user.clear(fish);
      await fill(user, fish, 'Sea bass');
      await user.click(within(form).getByRole('button', { name: 'Choose all' }));
      const { violations } = await axe.run(form);
      expect(violations.map((violation) => violation.id)).toEqual([]);
      await user.click(within(form).getByRole('button', { name: 'Save event' }));
      expect(await screen.findByText('Event saved')).toBeInTheDocument();
      const [edited] = server.sent('PUT', `/api/admin/weekend-events/${reception.id}`);
      expect(edited!.body).toMatchObject({
        name: 'Reception',
        nameEs: 'Banquete',
        meals: [
          { id: 'm-fish', name: 'Sea bass', descriptionEs: 'Con limón', children: false },
          { id: 'm-pasta', name: 'Pasta', children: true },
        ],
        questions: [{ id: 'q-song', prompt: 'A song request', promptEs: 'Una canción' }],
        seated: true,
        householdIds: [garcias.id, carter.id],
      });
    },
    FORM_TIMEOUT,
  );

  it(
    'sets the deadline as a time in the wedding’s zone',
    async () => {
      renderWithProviders(<HouseholdsTab />);
      const form = await screen.findByRole('form', { name: 'RSVP deadline' });
      fireEvent.change(within(form).getByLabelText(/^Deadline \(America\/New_York\)/), {
        target: { value: '2026-06-01T18:00' },
      });
      await userEvent.click(within(form).getByRole('button', { name: 'Save deadline' }));
      expect(await screen.findByText('RSVP deadline saved')).toBeInTheDocument();
      expect(server.sent('PUT', '/api/admin/rsvp-settings')[0]!.body).toEqual({
        deadline: '2026-06-01T22:00:00.000Z',
      });
    },
    FORM_TIMEOUT,
  );

  it('shows events and households pushed by another organizer without refetching', async () => {
    renderWithProviders(<HouseholdsTab />);
    await within(await screen.findByRole('list', { name: 'The weekend’s events' })).findByText(
      'Reception',
    );
    await screen.findByRole('listitem', { name: 'Ben Carter' });
    pushTo('households', 'households:event-saved', { ...brunch, householdIds: [carter.id] });
    expect(await within(eventList()).findByText('Brunch')).toBeInTheDocument();
    pushTo('households', 'households:saved', { ...carter, name: 'The Carters' });
    expect(await screen.findByRole('listitem', { name: 'The Carters' })).toBeInTheDocument();
    expect(server.sent('GET', '/api/admin/weekend-events')).toHaveLength(1);
    expect(server.sent('GET', '/api/admin/households')).toHaveLength(1);
  });

  it('shows a deadline another organizer set, then cleared, without refetching it', async () => {
    renderWithProviders(<HouseholdsTab />);
    const state = await screen.findByTestId('rsvp-deadline-state');
    expect(state).toHaveTextContent('No deadline set');
    pushTo('households', 'households:settings', { deadline: '2099-05-01T16:00:00.000Z' });
    // Noon on the wedding's clock (America/New_York, daylight time).
    await waitFor(() => expect(state).toHaveTextContent('Answers close Fri, May 1, 12:00 PM EDT.'));
    expect(screen.getByLabelText(/^Deadline \(/)).toHaveValue('2099-05-01T12:00');
    pushTo('households', 'households:settings', { deadline: null });
    await waitFor(() => expect(state).toHaveTextContent('No deadline set'));
    expect(server.sent('GET', '/api/admin/rsvp-settings')).toHaveLength(1);
  });

  it(
    'renames a household',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(await screen.findByRole('button', { name: 'Rename Ben Carter' }));
      const form = await screen.findByRole('form', { name: 'Rename Ben Carter' });
      await fill(user, within(form).getByLabelText(/^Household name/), 'The Carters');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('listitem', { name: 'The Carters' })).toBeInTheDocument();
      expect(server.sent('PUT', `/api/admin/households/${carter.id}/name`)[0]!.body).toEqual({
        name: 'The Carters',
      });
    },
    FORM_TIMEOUT,
  );
});
