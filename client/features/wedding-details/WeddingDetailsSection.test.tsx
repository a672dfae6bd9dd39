import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => {
  vi.unstubAllGlobals();
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
    expect(within(block).getByText('Parking is free in Lot Y, Lot C, and Lot L.')).toBeInTheDocument();
    expect(within(block).getByText('Do not park in metered or state spaces.')).toBeInTheDocument();
    expect(within(block).getByText('The chapel entrance faces Lot Y.')).toBeInTheDocument();
  });
});
