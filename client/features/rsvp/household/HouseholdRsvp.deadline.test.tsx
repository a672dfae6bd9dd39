import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { weddingSettingsFixture } from '../../../test/wedding-fixture';
import { RsvpSection } from '../components/RsvpSection';
import { ANA, LUIS, eventCard, householdServerPerTest, reception } from './test-support';

/** After the deadline: the answers as sent, read-only, whether it passed before or while open. */

// The page's one connection, to a real Socket.IO server, as a guest's phone has it.
vi.mock('../../../lib/realtime/socket', (importOriginal) =>
  import('../../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const server = householdServerPerTest();

// On a shared, slow machine the page takes a few seconds to load and answer.
describe("a signed-in household's RSVP", { timeout: 60_000 }, () => {
  it('turns to the answers as sent when the deadline passed while the page was open', async () => {
    server.answersRefused = 'deadlinePassed';
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Ceremony');
    server.mine = { ...server.mine, canChange: false };
    await user.click(
      within(card.getByRole('group', { name: 'Ana López' })).getByRole('radio', {
        name: 'Yes, will come',
      }),
    );
    await user.click(card.getByRole('button', { name: 'Save answers for Ceremony' }));
    expect(await screen.findByText(/The date to answer has passed/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the answers as sent, read-only, with how to reach the couple, after the deadline', async () => {
    server.mine = {
      ...server.mine,
      canChange: false,
      events: [
        {
          event: reception,
          answers: [
            { personId: ANA, attending: true, mealId: 'beef', dietary: 'No nuts' },
            { personId: LUIS, attending: false, mealId: null, dietary: '' },
          ],
          questionAnswers: [{ questionId: 'song', answer: 'September' }],
        },
      ],
    };
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Reception');
    expect(screen.getByText(/The date to answer has passed/)).toBeInTheDocument();
    const ana = card.getByText('Ana López:').closest('li')!;
    expect(ana).toHaveTextContent('Coming');
    expect(ana).toHaveTextContent('Meal: Beef');
    expect(ana).toHaveTextContent('Food needs: No nuts');
    expect(card.getByText('Luis García:').closest('li')).toHaveTextContent('Not coming');
    expect(card.getByText('Guest of Ana:').closest('li')).toHaveTextContent('No answer');
    expect(card.getByText('September')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    const contact = weddingSettingsFixture.contact;
    expect(await screen.findByRole('link', { name: new RegExp(contact.email) })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
