import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VenueInfo } from '../../../protocol/venues';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { VenueMapSection } from './VenueMapSection';

const ceremony: VenueInfo = {
  name: 'Memorial Chapel Garden',
  description: 'A garden ceremony beside the chapel.',
  address: 'Memorial Chapel, 7744 Regents Dr, College Park, MD 20742',
  features: ['Garden ceremony', 'Wheelchair accessible'],
  featuresEs: [],
  parkingInfo: 'Free parking in Lot Y.',
  accessibility: 'Step-free paved paths.',
  photos: [
    { id: 'a1', url: '/uploads/photos/a1/1600.webp', thumbUrl: '/uploads/photos/a1/480.webp', width: 1600, height: 1067 },
    { id: 'b2', url: '/uploads/photos/b2/1600.webp', thumbUrl: '/uploads/photos/b2/480.webp', width: 1067, height: 1600 },
  ],
};
const reception: VenueInfo = {
  name: 'The Dock Street Table',
  description: 'A waterfront restaurant.',
  address: '12 Dock St, Annapolis, MD 21401',
  features: ['Waterfront views'],
  featuresEs: [],
  parkingInfo: 'Hillman Garage.',
  accessibility: 'Step-free entrance.',
  photos: [],
};

const lotY = {
  name: 'Lot Y',
  description: 'Faces the chapel.',
  capacity: 120,
  cost: 'Free',
  walkingTime: '2 min walk',
  features: ['Accessible spaces'],
};

type Reply = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let recommendationsReply: () => Reply;
const calls: string[] = [];

/** Sections appear when the test says so, through this stand-in for IntersectionObserver. */
let reveal: () => void = () => {};
class RevealingObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (target.id === 'venue-map') {
      reveal = () =>
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
    }
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  calls.length = 0;
  recommendationsReply = () => ({
    status: 200,
    body: { recommendations: ['Park in Lot Y.', 'Arrive early.'], source: 'built-in' },
  });
  vi.stubGlobal('IntersectionObserver', RevealingObserver);
  // jsdom has no WebGL: the section must fall back to the static card.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const reply = async (): Promise<{ status: number; body: unknown }> => {
        if (path === '/api/wedding') return { status: 200, body: weddingSettingsFixture };
        if (path === '/api/venues/ceremony') return { status: 200, body: ceremony };
        if (path === '/api/venues/reception') return { status: 200, body: reception };
        if (path === '/api/venues/parking') return { status: 200, body: { parkingOptions: [lotY] } };
        if (path === '/api/venues/recommendations') return recommendationsReply();
        return { status: 404, body: { message: 'Not found' } };
      };
      const { status, body } = await reply();
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  ceremony.descriptionEs = undefined;
  ceremony.featuresEs = [];
  await i18n.changeLanguage('en');
});

const venueCalls = () => calls.filter((call) => call.includes('/api/venues/'));

async function renderAndReveal() {
  renderWithProviders(<VenueMapSection />);
  await waitFor(() => expect(calls).toContain('GET /api/wedding'));
  expect(venueCalls()).toEqual([]);
  act(() => reveal());
  return screen.findByRole('heading', { name: 'Memorial Chapel Garden' });
}

describe('Interactive Venue Map', () => {
  it('loads ceremony, reception and parking once, when the section appears', async () => {
    await renderAndReveal();
    await waitFor(() =>
      expect(venueCalls().sort()).toEqual(
        ['GET /api/venues/ceremony', 'GET /api/venues/parking', 'GET /api/venues/reception'].sort(),
      ),
    );
    act(() => reveal());
    expect(venueCalls()).toHaveLength(3);
  });

  it('shows the ceremony tab first, with features, parking, accessibility and directions', async () => {
    const user = userEvent.setup();
    await renderAndReveal();
    expect(screen.getByRole('tab', { name: 'Ceremony' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Garden ceremony')).toBeInTheDocument();
    expect(within(panel).getByText('Free parking in Lot Y.')).toBeInTheDocument();
    expect(within(panel).getByText('Step-free paved paths.')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: /Get Directions to Ceremony/ });
    expect(link).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ceremony.address)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByRole('tab', { name: 'Reception' }));
    const receptionPanel = screen.getByRole('tabpanel');
    expect(within(receptionPanel).getByRole('heading', { name: 'The Dock Street Table' })).toBeInTheDocument();
    expect(within(receptionPanel).getByRole('link', { name: /Get Directions to Reception/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(reception.address)}`,
    );
  });

  it('shows the venue photos as lazy-loaded thumbnails named after the venue, each opening the large one', async () => {
    const user = userEvent.setup();
    await renderAndReveal();
    const panel = screen.getByRole('tabpanel');
    const photos = within(panel).getAllByRole('img', { name: /Memorial Chapel Garden/ });
    expect(photos.map((img) => img.getAttribute('alt'))).toEqual([
      'Memorial Chapel Garden, photo 1 of 2',
      'Memorial Chapel Garden, photo 2 of 2',
    ]);
    expect(photos[0]).toHaveAttribute('src', '/uploads/photos/a1/480.webp');
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos[0].closest('a')).toHaveAttribute('href', '/uploads/photos/a1/1600.webp');

    await user.click(screen.getByRole('tab', { name: 'Reception' }));
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('img')).toEqual([]);
  });

  it('shows both addresses on a static card when the browser cannot draw the map', async () => {
    await renderAndReveal();
    const card = await screen.findByTestId('static-venue-card');
    expect(within(card).getByText('Map unavailable')).toBeInTheDocument();
    expect(within(card).getByText(weddingSettingsFixture.venues.ceremony.address)).toBeInTheDocument();
    expect(within(card).getByText(weddingSettingsFixture.venues.reception.address)).toBeInTheDocument();
  });

  it('loads the parking options but shows no parking detail card, since nothing selects a lot', async () => {
    await renderAndReveal();
    await waitFor(() => expect(venueCalls()).toContain('GET /api/venues/parking'));
    expect(screen.queryByText('Faces the chapel.')).not.toBeInTheDocument();
    expect(screen.queryByText(/120/)).not.toBeInTheDocument();
    expect(screen.queryByText('2 min walk')).not.toBeInTheDocument();
  });
});

describe('AI Guest Assistance', () => {
  async function chooseGuestType(user: ReturnType<typeof userEvent.setup>, label: string, field = 'Guest type') {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: label }));
  }

  it('lists the five guest types and keeps the button disabled until one is chosen', async () => {
    const user = userEvent.setup();
    await renderAndReveal();
    const button = screen.getByRole('button', { name: 'Get AI Recommendations' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Guest type' })).toHaveTextContent('Select guest type');
    await user.click(screen.getByRole('combobox', { name: 'Guest type' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Elderly family member',
      'Out-of-town guest',
      'Parent with young children',
      'International guest',
      'Guest needing mobility assistance',
    ]);
    await user.click(screen.getByRole('option', { name: 'International guest' }));
    expect(button).toBeEnabled();
  });

  it('sends the chosen type, reads Getting recommendations... while pending, then lists the tips', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    recommendationsReply = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    await renderAndReveal();
    await chooseGuestType(user, 'Parent with young children');
    await user.click(screen.getByRole('button', { name: 'Get AI Recommendations' }));
    expect(await screen.findByRole('button', { name: 'Getting recommendations...' })).toBeDisabled();
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/recommendations'))!;
    expect(JSON.parse(String(request[1]?.body))).toEqual({ guestType: 'parent-with-children', language: 'en' });

    act(() => answer({ status: 200, body: { recommendations: ['Park in Lot Y.', 'Pack snacks.'], source: 'ai' } }));
    expect(await screen.findByText('Personalized Tips:')).toBeInTheDocument();
    expect(screen.getByText('Pack snacks.')).toBeInTheDocument();
    expect(screen.getByText('Written by AI from the wedding’s details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get AI Recommendations' })).toBeEnabled();
  });

  it('asks in the page’s language and says so when the site’s rules, not AI, wrote the tips', async () => {
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    await renderAndReveal();
    await chooseGuestType(user, 'Invitado internacional', 'Tipo de invitado');
    await user.click(screen.getByRole('button', { name: 'Obtener Recomendaciones con IA' }));
    expect(
      await screen.findByText('Escritos a partir de los detalles de la boda por las reglas del sitio, no por IA.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Escritos por IA a partir de los detalles de la boda.')).toBeNull();
    const request = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/recommendations'))!;
    expect(JSON.parse(String(request[1]?.body))).toEqual({ guestType: 'international-guest', language: 'es' });
  });

  it('says Failed to get recommendations when the call fails', async () => {
    recommendationsReply = () => ({ status: 500, body: { message: 'Internal Server Error' } });
    const user = userEvent.setup();
    await renderAndReveal();
    await chooseGuestType(user, 'Out-of-town guest');
    await user.click(screen.getByRole('button', { name: 'Get AI Recommendations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get recommendations');
    expect(screen.queryByText('Personalized Tips:')).not.toBeInTheDocument();
  });

  it('shows a Spanish reader the venue in Spanish, each text without a translation in English and marked', async () => {
    ceremony.descriptionEs = 'Una ceremonia en el jardín junto a la capilla.';
    // Features pair by position: the second has no Spanish version yet.
    ceremony.featuresEs = ['Ceremonia en el jardín'];
    await i18n.changeLanguage('es');
    await renderAndReveal();
    expect(await screen.findByText('Una ceremonia en el jardín junto a la capilla.')).toBeInTheDocument();
    expect(screen.getByText('Ceremonia en el jardín')).not.toHaveAttribute('lang');
    const untranslated = screen.getByText(/^Wheelchair accessible/);
    expect(untranslated).toHaveAttribute('lang', 'en');
    expect(untranslated).toHaveTextContent('Wheelchair accessible En inglés');
    const parking = screen.getByText(/^Free parking in Lot Y\./);
    expect(parking).toHaveTextContent('Free parking in Lot Y. En inglés');
  });
});
