import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import type { PhotoChallenge } from '../../../protocol/photo-challenges';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { PhotoChallengesAdmin } from './index';

let stored: PhotoChallenge[];
let sent: SentRequest[];

beforeEach(() => {
  stored = [
    {
      id: 'c'.repeat(24),
      challenge: 'Snap a close-up of the wedding rings',
      difficulty: 'Easy',
      points: 5,
      isActive: true,
    },
  ];
  sent = stubFetch(async (method, url, body) => {
    if (url === '/api/games/photo-challenges/all') return json(stored);
    if (url === '/api/games/photo-challenges' && method === 'POST') {
      const created = { id: 'd'.repeat(24), ...body, isActive: true } as PhotoChallenge;
      stored = [...stored, created];
      return json(created, 201);
    }
    if (url.startsWith('/api/games/photo-challenges/') && method === 'PUT') {
      const id = url.split('/').pop();
      stored = stored.map((c) => (c.id === id ? { ...c, ...body } : c));
      return json(stored.find((c) => c.id === id));
    }
    return json({ message: 'unexpected' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the organizers’ photo challenges', () => {
  it('adds a challenge with points suggested by its difficulty, and retires one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoChallengesAdmin />);
    const rings = await screen.findByText('Snap a close-up of the wedding rings');

    await user.type(screen.getByLabelText('Challenge, English'), 'Capture the bouquet in mid-air');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Hard');
    expect(screen.getByLabelText('Points')).toHaveValue(30);
    await user.click(screen.getByRole('button', { name: 'Add Challenge' }));
    expect(await screen.findByText('Capture the bouquet in mid-air')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      challenge: 'Capture the bouquet in mid-air',
      difficulty: 'Hard',
      points: 30,
    });

    const row = within(rings.closest('li') as HTMLElement);
    await user.click(row.getByRole('button', { name: 'Retire' }));
    expect(await row.findByText('Retired')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ isActive: false });
  });

  it('refuses a blank challenge without calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoChallengesAdmin />);
    await screen.findByText('Snap a close-up of the wedding rings');
    await user.click(screen.getByRole('button', { name: 'Add Challenge' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please describe the challenge');
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('the challenge editor in two languages', () => {
  it('takes a challenge written in Spanish only, and shows it marked on an English screen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhotoChallengesAdmin />);
    await screen.findByText('Snap a close-up of the wedding rings');
    const spanish = screen.getByLabelText('Challenge, Spanish');
    expect(spanish).toHaveAttribute('lang', 'es');
    await user.type(spanish, 'Fotografía el ramo en el aire');
    await user.click(screen.getByRole('button', { name: 'Add Challenge' }));
    const shown = await screen.findByText('Fotografía el ramo en el aire');
    expect(within(shown).getByText('In Spanish')).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      challenge: '',
      challengeEs: 'Fotografía el ramo en el aire',
      difficulty: 'Easy',
      points: 10,
    });
  });

  it('puts a Spanish text’s error under the Spanish input, in the UI’s language', async () => {
    await i18n.changeLanguage('es');
    try {
      const user = userEvent.setup();
      renderWithProviders(<PhotoChallengesAdmin />);
      await screen.findByText(/^Snap a close-up of the wedding rings/);
      const english = screen.getByLabelText('Reto, Inglés');
      const spanish = screen.getByLabelText('Reto, Español');
      await user.type(english, 'Catch the sparklers');
      await user.click(spanish);
      await user.paste('ñ'.repeat(201));
      await user.click(screen.getByRole('button', { name: 'Añadir Reto' }));
      expect(spanish).toHaveAttribute('aria-invalid', 'true');
      const describedBy = spanish.getAttribute('aria-describedby')!;
      expect(document.getElementById(describedBy)).toHaveTextContent(
        'El reto debe tener como máximo 200 caracteres',
      );
      expect(english).toHaveAttribute('aria-invalid', 'false');
      expect(sent.some((r) => r.method === 'POST')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
