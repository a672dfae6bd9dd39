import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItineraryResponse, RecommendationsResponse } from '../../../protocol/ai';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { AiAssistantPage } from './AiAssistantPage';

const recommendations: RecommendationsResponse = {
  source: 'built-in',
  recommendations: [
    {
      title: 'Accessible parking in Lot Y',
      description: 'Lot Y is 2 min walk from Memorial Chapel Garden.',
      category: 'parking',
      priority: 'high',
      personalization_reason: 'The organizers noted your accessibility needs.',
      actionable_tips: ['Use the accessible spaces in Lot Y.'],
    },
  ],
};
const itinerary: ItineraryResponse = {
  source: 'built-in',
  personal_notes: ['Welcome, Ana!'],
  timeline: [{ time: '8:15 AM', location: 'Lot Y', activity: 'Arrive and park', notes: '' }],
};

let session: unknown;
let recommendationAnswers: { status: number; body: unknown }[];

beforeEach(() => {
  session = { guest: { id: 'g1', firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com' } };
  recommendationAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/guest-auth') return json(session);
      if (url === '/api/personalized-recommendations') {
        const next = recommendationAnswers.shift() ?? { status: 200, body: recommendations };
        return json(next.body, next.status);
      }
      if (url === '/api/personalized-itinerary') return json(itinerary);
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('/ai-assistant', () => {
  it('asks a stranger to sign in', async () => {
    session = { guest: null };
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/guest-login');
  });

  it('loads both tabs on entry and says no AI wrote the built-in answer', async () => {
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText('Accessible parking in Lot Y')).toBeInTheDocument();
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('Prepared from the wedding’s schedule and your invitation (no AI was used).')).toBeInTheDocument();
    expect(screen.queryByText(/Written by AI/)).not.toBeInTheDocument();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => url);
    expect(calls).toContain('/api/personalized-itinerary');
    await userEvent.click(screen.getByRole('tab', { name: 'Personal Itinerary' }));
    expect(await screen.findByText('Arrive and park')).toBeInTheDocument();
  });

  it('asks in the page’s language, and again in Spanish when the guest switches', async () => {
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(await screen.findByText('Accessible parking in Lot Y')).toBeInTheDocument();
    const languagesAsked = () =>
      vi
        .mocked(fetch)
        .mock.calls.filter(([url]) => url === '/api/personalized-recommendations')
        .map(([, init]) => (JSON.parse(String(init?.body)) as { language: string }).language);
    expect(languagesAsked()).toEqual(['en']);
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(languagesAsked()).toEqual(['en', 'es']));
  });

  it('explains a rate limit in Spanish and retries', async () => {
    await i18n.changeLanguage('es');
    recommendationAnswers = [{ status: 503, body: { message: 'busy', reason: 'rate_limited' } }];
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El asistente está ocupado en este momento. Espere un momento, por favor.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Accessible parking in Lot Y')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a timeout and a provider error apart', async () => {
    recommendationAnswers = [
      { status: 504, body: { message: 'slow', reason: 'timeout' } },
      { status: 502, body: { message: 'down', reason: 'provider_error' } },
    ];
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(await screen.findByText('The assistant took too long to answer.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The assistant could not answer right now.')).toBeInTheDocument();
  });

  it('words failures of one status by their reason', async () => {
    recommendationAnswers = [
      { status: 503, body: { message: 'spent', reason: 'budget_exhausted' } },
      { status: 503, body: { message: 'busy', reason: 'rate_limited' } },
      { status: 502, body: { message: 'garbled', reason: 'invalid_output' } },
    ];
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(
      await screen.findByText('The assistant has answered all it can for today. Please come back tomorrow.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The assistant is busy right now. Please wait a moment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The assistant gave an answer we could not read.')).toBeInTheDocument();
  });

  it("explains the site's own limit on a device sending too fast", async () => {
    recommendationAnswers = [{ status: 429, body: { message: 'Too many requests' } }];
    renderWithProviders(<AiAssistantPage />, { route: '/ai-assistant' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from this device. Please wait a moment.',
    );
  });
});
