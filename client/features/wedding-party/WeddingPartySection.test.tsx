import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartyMember } from '../../../protocol/wedding-party';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { DEFAULT_PORTRAIT } from './components/PartyMemberCard';
import { WeddingPartySection } from './components/WeddingPartySection';

const member = (id: number, fields: Omit<PartyMember, 'id'>): PartyMember => ({
  id: id.toString(16).padStart(24, '0'),
  ...fields,
});

const party: PartyMember[] = [
  member(1, {
    name: 'Isabella Moreno',
    role: 'Maid of Honor',
    relationship: 'Sister of the bride',
    side: 'bride',
  }),
  member(2, {
    name: 'Camila Reyes',
    role: 'Bridesmaid',
    side: 'bride',
    photoUrl: 'https://example.com/camila.jpg',
  }),
  member(3, {
    name: 'Marcus Bennett',
    role: 'Best Man',
    relationship: 'Brother of the groom',
    side: 'groom',
  }),
  member(4, { name: 'Ethan Park', role: 'Groomsman', side: 'groom' }),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/wedding-party'
        ? new Response(JSON.stringify(party), { status: 200 })
        : new Response('Not found', { status: 404 }),
    ),
  );
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const group = (name: string) => within(screen.getByRole('region', { name }));

describe('the wedding party section', () => {
  it('groups the bride’s side as Bridesmaids and the groom’s side as Groomsmen', async () => {
    renderWithProviders(<WeddingPartySection />);
    await screen.findByRole('region', { name: 'Bridesmaids' });
    expect(group('Bridesmaids').getByText('Isabella Moreno')).toBeInTheDocument();
    expect(group('Bridesmaids').getByText('Maid of Honor')).toBeInTheDocument();
    expect(group('Bridesmaids').getByText('Sister of the bride')).toBeInTheDocument();
    expect(group('Bridesmaids').queryByText('Marcus Bennett')).not.toBeInTheDocument();
    expect(group('Groomsmen').getByText('Marcus Bennett')).toBeInTheDocument();
    expect(group('Groomsmen').getByText('Best Man')).toBeInTheDocument();
  });

  it('shows the default portrait when a member has no photo, or when the photo fails to load', async () => {
    renderWithProviders(<WeddingPartySection />);
    expect(await screen.findByRole('img', { name: 'Portrait of Isabella Moreno' })).toHaveAttribute(
      'src',
      DEFAULT_PORTRAIT,
    );
    const camila = screen.getByRole('img', { name: 'Portrait of Camila Reyes' });
    expect(camila).toHaveAttribute('src', 'https://example.com/camila.jpg');
    fireEvent.error(camila);
    expect(camila).toHaveAttribute('src', DEFAULT_PORTRAIT);
  });

  it('translates the known roles into Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<WeddingPartySection />);
    await screen.findByRole('region', { name: 'Damas de honor' });
    expect(group('Damas de honor').getByText('Dama de honor principal')).toBeInTheDocument();
    expect(group('Caballeros de honor').getByText('Padrino')).toBeInTheDocument();
  });
});
