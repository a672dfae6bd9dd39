import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch, weddingSettingsFixture } from '../../test/wedding-fixture';
import { WeddingDetailsSection } from './WeddingDetailsSection';

const settings = {
  ...weddingSettingsFixture,
  venues: {
    ...weddingSettingsFixture.venues,
    ceremony: { ...weddingSettingsFixture.venues.ceremony, note: 'Please arrive a little early.' },
  },
  parking: {
    directions: 'Take US-1 South toward College Park.',
    freeLots: ['Lot Y', 'Lot C', 'Lot L'],
    freeLotsEs: [],
    rules: ['Do not park in metered or state spaces.', 'The chapel entrance faces Lot Y.'],
    rulesEs: [],
  },
};

beforeEach(() => {
  stubWeddingFetch(settings);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).closest('.rounded-xl') as HTMLElement;
}

describe('Wedding Details', () => {
  it('shows the ceremony and the reception lunch with day, time, address and directions', async () => {
    renderWithProviders(<WeddingDetailsSection />);
    await screen.findByRole('heading', { level: 3, name: 'Ceremony' });

    const ceremony = card('Ceremony');
    expect(within(ceremony).getByText('Memorial Chapel Garden')).toBeInTheDocument();
    expect(within(ceremony).getByText('Sunday, August 31, 2025')).toBeInTheDocument();
    expect(within(ceremony).getByText('9:00 AM')).toBeInTheDocument();
    expect(within(ceremony).getByText('Please arrive a little early.')).toBeInTheDocument();
    expect(within(ceremony).getByText(settings.venues.ceremony.address)).toBeInTheDocument();
    const directions = within(ceremony).getByRole('link', { name: /Get Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(settings.venues.ceremony.address)}`,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions.getAttribute('rel')).toContain('noopener');

    const lunch = card('Reception Lunch');
    expect(within(lunch).getByText('1:00 PM – 3:00 PM')).toBeInTheDocument();
    expect(within(lunch).getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('12 Dock St, Annapolis, MD 21401')),
    );
  });

  it('gives the Parking & Directions block from the settings', async () => {
    renderWithProviders(<WeddingDetailsSection />);
    const heading = await screen.findByRole('heading', { name: 'Parking & Directions' });
    const block = heading.closest('.rounded-xl') as HTMLElement;
    expect(within(block).getByText('Take US-1 South toward College Park.')).toBeInTheDocument();
    expect(within(block).getByText(/^Parking is free in/)).toHaveTextContent(
      'Parking is free in Lot Y, Lot C, and Lot L.',
    );
    expect(within(block).getByText('Do not park in metered or state spaces.')).toBeInTheDocument();
    expect(within(block).getByText('The chapel entrance faces Lot Y.')).toBeInTheDocument();
  });

  it('shows the Spanish versions on a Spanish page, and the English one marked where Spanish is missing', async () => {
    stubWeddingFetch({
      ...settings,
      venues: {
        ceremony: { ...settings.venues.ceremony, labelEs: 'Ceremonia', noteEs: 'Llega un poco antes.' },
        // The reception's texts have no Spanish yet.
        reception: settings.venues.reception,
      },
      parking: {
        ...settings.parking,
        directionsEs: 'Toma la US-1 hacia el sur.',
        freeLotsEs: ['Lote Y'],
        rulesEs: ['No estaciones en espacios con parquímetro.'],
      },
    });
    await i18n.changeLanguage('es');
    renderWithProviders(<WeddingDetailsSection />);

    const ceremony = (await screen.findByRole('heading', { level: 3, name: 'Ceremonia' })).closest(
      '.rounded-xl',
    ) as HTMLElement;
    expect(within(ceremony).getByText('Llega un poco antes.')).toBeInTheDocument();
    expect(within(ceremony).queryByText('Please arrive a little early.')).toBeNull();

    const lunch = screen.getByRole('heading', { level: 3, name: /Reception Lunch/ });
    expect(lunch).toHaveTextContent('Reception Lunch En inglés');
    expect(within(lunch).getByText('Reception Lunch')).toHaveAttribute('lang', 'en');

    const block = screen
      .getByRole('heading', { name: 'Estacionamiento e Indicaciones' })
      .closest('.rounded-xl') as HTMLElement;
    expect(within(block).getByText('Toma la US-1 hacia el sur.')).not.toHaveAttribute('lang');
    expect(within(block).getByText(/^El estacionamiento es gratuito en/)).toHaveTextContent(
      'El estacionamiento es gratuito en Lote Y, Lot C En inglés y Lot L En inglés.',
    );
    const rules = within(block).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      'No estaciones en espacios con parquímetro.',
      'The chapel entrance faces Lot Y. En inglés',
    ]);
  });
});
