import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { pushTo } from '../../test/topic-pushes';
import HouseholdsTab from './HouseholdsTab';
import { FORM_TIMEOUT, fakeHouseholdsServerPerTest, fill, householdList } from './tab-test-support';
import { garcias, id, reception } from './test-households';

vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));

const server = fakeHouseholdsServerPerTest();

const item = (name = 'The Garcías') => within(householdList()).getByRole('listitem', { name });
/** The line of a household's event that starts with this person's name or question. */
const answerLine = (article: HTMLElement, name: string) =>
  within(article).getByText(name, { selector: 'span' }).closest('li');

async function openDetail(user: ReturnType<typeof userEvent.setup>, name = 'The Garcías') {
  await screen.findByRole('list', { name: 'Households' });
  await user.click(screen.getByRole('button', { name: `Answers & history of ${name}` }));
  return item(name);
}

/** A household's answers as the server has them: read, pushed, answered for, reopened. */
describe('a household’s answers in the Households tab', () => {
  it(
    'answers for a household and shows who changed what in its history',
    async () => {
      // The answers are read from the server, not from the history (which still says 'No nuts').
      const ana = { personId: id(11), attending: true, mealId: 'm-fish', dietary: 'No shellfish' };
      server.state.answers[reception.id]!.answers[0] = ana;
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      const item = await openDetail(user);
      const answers = await within(item).findByRole('article', { name: 'Reception' });
      expect(
        await within(answers).findByText('Attending · Meal: Fish · Dietary: No shellfish'),
      ).toBeInTheDocument();
      expect(within(answers).getByText('Not attending')).toBeInTheDocument();
      expect(answerLine(answers, 'A song request')).toHaveTextContent('A song request: Moon River');
      expect(server.sent('GET', `/api/admin/households/${garcias.id}/events`)).toHaveLength(1);
      const historyList = within(item).getByRole('region', { name: 'History' });
      expect(
        await within(historyList).findByText('Ana García changed the answers to Reception'),
      ).toBeInTheDocument();
      expect(
        within(historyList).getByText('Luis García changed the companions'),
      ).toBeInTheDocument();

      await user.click(
        within(answers).getByRole('button', {
          name: 'Answer for this household: Reception, The Garcías',
        }),
      );
      const form = within(answers).getByRole('form', { name: 'Answers to Reception' });
      // Filled in with what the household answered, its song too.
      expect(within(form).getByLabelText('Ana García: attending?')).toHaveValue('yes');
      expect(within(form).getByLabelText('Ana García: meal')).toHaveValue('m-fish');
      expect(within(form).getByLabelText(/^Ana García: dietary note/)).toHaveValue('No shellfish');
      expect(within(form).getByLabelText('Luis García: attending?')).toHaveValue('no');
      expect(within(form).getByLabelText('Guest of Ana: attending?')).toHaveValue('');
      const song = within(form).getByLabelText(/^A song request/);
      expect(song).toHaveValue('Moon River');
      await user.selectOptions(within(form).getByLabelText('Guest of Ana: attending?'), 'yes');
      await user.selectOptions(within(form).getByLabelText('Guest of Ana: meal'), 'm-pasta');
      await user.clear(song);
      await fill(user, song, 'Dancing Queen');
      await user.click(within(form).getByRole('button', { name: 'Save answers' }));

      expect(await screen.findByText('Answers saved for The Garcías')).toBeInTheDocument();
      const [answered] = server.sent('PUT', `/api/admin/households/${garcias.id}/answers`);
      expect(answered!.body).toEqual({
        eventId: reception.id,
        answers: [
          ana,
          { personId: id(12), attending: false, dietary: '' },
          { personId: 'c-1', attending: true, mealId: 'm-pasta', dietary: '' },
        ],
        questionAnswers: [{ questionId: 'q-song', answer: 'Dancing Queen' }],
      });
      expect(
        await within(historyList).findByText('An organizer changed the answers to Reception'),
      ).toBeInTheDocument();
      expect(await within(answers).findByText('Attending · Meal: Pasta')).toBeInTheDocument();
      await waitFor(() =>
        expect(answerLine(answers, 'A song request')).toHaveTextContent(
          'A song request: Dancing Queen',
        ),
      );
    },
    FORM_TIMEOUT,
  );

  it(
    'reopens a household after the deadline',
    async () => {
      server.state.deadline = '2026-01-01T00:00:00.000Z';
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      expect(await screen.findByTestId('rsvp-deadline-state')).toHaveTextContent(
        /^The deadline passed/,
      );
      const item = await openDetail(user);
      await user.click(
        await within(item).findByRole('button', { name: 'Reopen answers of The Garcías' }),
      );
      expect(
        await screen.findByText('The Garcías can change its answers again'),
      ).toBeInTheDocument();
      expect(server.sent('POST', `/api/admin/households/${garcias.id}/reopen`)).toHaveLength(1);
      expect(await within(item).findByText('Reopened')).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );

  it(
    'says a refused answer in Spanish',
    async () => {
      await i18n.changeLanguage('es');
      server.state.refuseAnswers = true;
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await screen.findByRole('list', { name: 'Hogares' });
      await user.click(
        screen.getByRole('button', { name: 'Respuestas e historial de The Garcías' }),
      );
      await user.click(
        await screen.findByRole('button', {
          name: 'Responder por este hogar: Banquete, The Garcías',
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Guardar respuestas' }));
      expect(await screen.findByText('Este menú no se ofrece en este evento.')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Respuestas a Banquete' })).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );

  it(
    'reloads a household’s answers and history when its answers are pushed',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(
        await screen.findByRole('button', { name: 'Answers & history of The Garcías' }),
      );
      const history = await screen.findByRole('region', { name: 'History' });
      await within(history).findByText('Ana García changed the answers to Reception');
      const answers = await within(item()).findByRole('article', { name: 'Reception' });
      expect(await within(answers).findByText('Not attending')).toBeInTheDocument();
      const { violations } = await axe.run(document.body);
      expect(violations.map((violation) => violation.id)).toEqual([]);

      const luis = { personId: id(12), attending: true, mealId: 'm-fish', dietary: '' };
      server.state.answers[reception.id]!.answers[1] = luis;
      server.state.history = [
        {
          id: 'h-9',
          what: 'answers',
          eventId: reception.id,
          by: { kind: 'guest', guestId: id(12) },
          answers: [luis],
          at: '2026-05-03T10:00:00.000Z',
        },
        ...server.state.history,
      ];
      pushTo('households', 'households:answers', {
        householdId: garcias.id,
        eventId: reception.id,
        answers: server.state.history[0]!.answers,
      });
      expect(
        await within(history).findByText('Luis García changed the answers to Reception'),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(within(answers).queryByText('Not attending')).not.toBeInTheDocument(),
      );
      expect(within(answers).getAllByText('Attending · Meal: Fish')).toHaveLength(1);
    },
    FORM_TIMEOUT,
  );

  it(
    'offers to reopen an open household as soon as the deadline set here has passed',
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<HouseholdsTab />);
      await user.click(
        await screen.findByRole('button', { name: 'Answers & history of The Garcías' }),
      );
      await within(item()).findByRole('article', { name: 'Reception' });
      expect(
        within(item()).queryByRole('button', { name: 'Reopen answers of The Garcías' }),
      ).not.toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'RSVP deadline' });
      fireEvent.change(within(form).getByLabelText(/^Deadline/), {
        target: { value: '2020-01-01T10:00' },
      });
      await user.click(within(form).getByRole('button', { name: 'Save deadline' }));
      expect(
        await within(item()).findByRole('button', { name: 'Reopen answers of The Garcías' }),
      ).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );
});
