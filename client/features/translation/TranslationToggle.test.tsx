import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REQUIRED_MESSAGE } from '../../../protocol/http';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { TranslationToggle } from './TranslationToggle';

let translationAnswer: { status: number; body: unknown };

beforeEach(() => {
  translationAnswer = { status: 200, body: { translatedText: 'What a day!' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/ai/capabilities') return json({ translation: true });
      if (url === '/api/translate/post')
        return json(translationAnswer.body, translationAnswer.status);
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('See translation', () => {
  it('says the provider is busy as a rate limit, from the reason the server gives with its 503', async () => {
    translationAnswer = {
      status: 503,
      body: {
        message: 'The translation could not be made right now. Please try again.',
        reason: 'rate_limited',
      },
    };
    renderWithProviders(<TranslationToggle kind="moment" id="m1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'See translation' }));
    expect(
      await screen.findByText('Too many translations at once. Please wait a moment.'),
    ).toBeInTheDocument();
  });

  it('says any other failure plainly, in Spanish on a Spanish page', async () => {
    await i18n.changeLanguage('es');
    translationAnswer = {
      status: 502,
      body: { message: 'Provider error', reason: 'provider_error' },
    };
    renderWithProviders(<TranslationToggle kind="moment" id="m1" />);
    await userEvent.click(await screen.findByRole('button', { name: /traducci/i }));
    expect(
      await screen.findByText('No se pudo hacer la traducción en este momento.'),
    ).toBeInTheDocument();
  });

  it('asks a visitor without an invitation session to sign in', async () => {
    translationAnswer = {
      status: 401,
      body: { message: SIGN_IN_REQUIRED_MESSAGE },
    };
    renderWithProviders(<TranslationToggle kind="moment" id="m1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'See translation' }));
    expect(await screen.findByText(SIGN_IN_REQUIRED_MESSAGE)).toBeInTheDocument();
  });
});
