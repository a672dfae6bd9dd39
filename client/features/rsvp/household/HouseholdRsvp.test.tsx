import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { RsvpSection } from '../components/RsvpSection';
import { ANA, LUIS, LOADED, RECEPTION, eventCard, householdServerPerTest } from './test-support';

/** The household's form: its events and people, answering, a refusal, offline, no events. */

// The page's one connection, to a real Socket.IO server, as a guest's phone has it.
vi.mock('../../../lib/realtime/socket', (importOriginal) =>
  import('../../../test/live-server').then((m) => m.liveSocketModule(importOriginal)),
);
const server = householdServerPerTest();

// Typing on a shared, slow machine: the form tests take a few seconds each.
describe("a signed-in household's RSVP", { timeout: 60_000 }, () => {
  it('shows the household and each of its events, the deadline, and every person to answer for', async () => {
    renderWithProviders(<RsvpSection />);
    const ceremonyCard = await eventCard('Ceremony');
    // On the wedding's clock (New York), whatever the phone's.
    expect(
      await screen.findByText('Please answer by June 1, 2026 at 5:59 PM.'),
    ).toBeInTheDocument();
    expect(ceremonyCard.getByText('Saturday, June 20, 2026 at 5:30 PM')).toBeInTheDocument();
    expect(ceremonyCard.getByText('Rose Garden')).toBeInTheDocument();
    expect(ceremonyCard.getByText('In the garden.')).toBeInTheDocument();
    for (const name of ['Ana López', 'Luis García', 'Guest of Ana']) {
      expect(ceremonyCard.getByRole('group', { name })).toBeInTheDocument();
    }
    const receptionCard = await eventCard('Reception');
    // The details exist only in Spanish: shown, marked as the other language.
    expect(receptionCard.getByText('Cena y baile.')).toHaveAttribute('lang', 'es');
    expect(receptionCard.getByLabelText('A song to dance to?')).toBeInTheDocument();
    // The spec's form is not this guest's.
    expect(screen.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it("saves an event's answers with each person's meal and note, and the event's question", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Reception');
    const ana = card.getByRole('group', { name: 'Ana López' });
    await user.click(within(ana).getByRole('radio', { name: 'Yes, will come' }));
    await user.click(within(ana).getByRole('radio', { name: 'Fish' }));
    await user.type(within(ana).getByLabelText(/Food needs of Ana López/), 'No nuts');
    const luis = card.getByRole('group', { name: 'Luis García' });
    await user.click(within(luis).getByRole('radio', { name: 'No, cannot come' }));
    await user.type(card.getByLabelText('A song to dance to?'), 'September');
    await user.click(card.getByRole('button', { name: 'Save answers for Reception' }));

    expect(
      await card.findByText('Thank you! Your answers for Reception are saved.'),
    ).toBeInTheDocument();
    expect(server.sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/households/mine/events/${RECEPTION}`,
      body: {
        // The companion has not answered yet: left out, the server keeps them unanswered.
        answers: [
          { personId: ANA, attending: true, mealId: 'fish', dietary: 'No nuts' },
          { personId: LUIS, attending: false, dietary: '' },
        ],
        questionAnswers: [{ questionId: 'song', answer: 'September' }],
      },
    });
    // The saved answers are the form's now.
    expect(within(ana).getByRole('radio', { name: 'Fish' })).toBeChecked();
  });

  it("shows the server's refusal in the guest's language", async () => {
    await i18n.changeLanguage('es');
    server.answersRefused = 'mealNotOffered';
    const user = userEvent.setup();
    renderWithProviders(<RsvpSection />);
    const card = await eventCard('Banquete');
    const ana = card.getByRole('group', { name: 'Ana López' });
    await user.click(within(ana).getByRole('radio', { name: 'Sí, vendrá' }));
    await user.click(within(ana).getByRole('radio', { name: 'Ternera' }));
    await user.click(card.getByRole('button', { name: 'Guardar respuestas de Banquete' }));
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Este menú no se ofrece en este evento.',
    );
    // The guest's choice is kept to correct or send again.
    expect(within(ana).getByRole('radio', { name: 'Ternera' })).toBeChecked();
  });

  it('keeps the answers but cannot save them while offline, and says so', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderWithProviders(<RsvpSection />);
      const card = await eventCard('Ceremony');
      expect(card.getByRole('button', { name: 'Save answers for Ceremony' })).toBeDisabled();
      expect(card.getByText(/You are offline/)).toBeInTheDocument();
      online.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(card.getByRole('button', { name: 'Save answers for Ceremony' })).toBeEnabled();
    } finally {
      online.mockRestore();
    }
  });

  it("falls back to the spec's form for a guest whose household has no events", async () => {
    server.mine = { ...server.mine, events: [] };
    renderWithProviders(<RsvpSection />);
    expect(await screen.findByRole('button', { name: 'Send RSVP' }, LOADED)).toBeInTheDocument();
  });
});
