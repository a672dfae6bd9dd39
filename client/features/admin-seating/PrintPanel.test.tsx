import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { SeatingAssignment } from '../../../protocol/seating';
import { PrintPanel } from './PrintPanel';
import { assignment, namedTable as table, seat } from './seating-fixture';

const tables = [table('b', 2, 'Lake'), table('a', 1, 'Garden')];
const assignments = [
  seat('b', 'Zoe Vidal'),
  seat('a', 'Marta Ruiz', 'Vegan'),
  seat('b', 'Ana Ortiz'),
  seat('a', 'Ben Lopez'),
];

afterEach(() => vi.restoreAllMocks());

const texts = (root: HTMLElement, selector: string) =>
  [...root.querySelectorAll(selector)].map((node) => node.textContent);

describe('Print & export', () => {
  it('the chart by table, the alphabetical “Find your seat” list and place cards', () => {
    renderWithProviders(<PrintPanel tables={tables} assignments={assignments} />);
    const chart = screen.getByRole('region', { name: 'Seating chart by table' });
    expect(texts(chart, 'h4')).toEqual(['Table 1 · Garden', 'Table 2 · Lake']);
    expect(texts(chart, 'li')).toEqual(['Ben Lopez', 'Marta Ruiz', 'Ana Ortiz', 'Zoe Vidal']);
    const list = screen.getByRole('region', { name: 'Find your seat' });
    expect(texts(list, 'li')).toEqual([
      'Ana OrtizTable 2',
      'Ben LopezTable 1',
      'Marta RuizTable 1',
      'Zoe VidalTable 2',
    ]);
    const cards = screen.getByRole('region', { name: 'Place cards' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(4);
    expect(cards.querySelector('.seating-place-card')?.textContent).toBe('Ana OrtizTable 2');
  });

  it('printing marks only the chosen sheet for the print stylesheet, then clears it', async () => {
    const seen: { bodyClass: boolean; printing: (string | null)[] }[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      seen.push({
        bodyClass: document.body.classList.contains('printing-seating'),
        printing: [...document.querySelectorAll('.seating-print-sheet')].map((sheet) =>
          sheet.getAttribute('data-printing'),
        ),
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<PrintPanel tables={tables} assignments={assignments} />);
    await user.click(screen.getByRole('button', { name: 'Print “Find your seat” list' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual({ bodyClass: true, printing: ['false', 'true', 'false'] });
    await waitFor(() => expect(document.body.classList.contains('printing-seating')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Print place cards' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1].printing).toEqual(['false', 'false', 'true']);
  });

  it('downloads the caterer’s per-table dietary summary as CSV', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:dietary';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<PrintPanel tables={tables} assignments={assignments} />);
    await user.click(screen.getByRole('button', { name: 'Dietary summary (CSV)' }));
    expect(downloads).toEqual(['dietary_summary_by_table.csv']);
    expect((await blobs[0].text()).split('\r\n')).toEqual([
      'Table Number,Table Name,Guests,Dietary Needs,Guests With Needs',
      '1,Garden,2,Vegan: 1,Marta Ruiz (Vegan)',
      '2,Lake,2,,',
    ]);
  });

  it('place cards name companions and show each person’s meal in the card’s language', () => {
    const holder = (fields: Partial<NonNullable<SeatingAssignment['holder']>>) => ({
      companion: null,
      language: 'en' as const,
      meal: null,
      ...fields,
    });
    const seats: SeatingAssignment[] = [
      assignment({
        id: 'ana',
        guestId: 'ana',
        tableId: 'a',
        guestName: 'Ana Ruiz',
        holder: holder({ language: 'es', meal: { name: 'Sea bass', nameEs: 'Lubina' } }),
      }),
      assignment({
        id: 'ana-1',
        guestId: 'ana:plus-one',
        tableId: 'a',
        guestName: 'Ana Ruiz +1',
        holder: holder({
          language: 'es',
          companion: { name: null, guestOf: 'Ana', child: true },
          meal: { name: 'Kids’ menu', nameEs: 'Menú infantil' },
        }),
      }),
      assignment({
        id: 'lucia',
        guestId: 'x:plus-one',
        tableId: 'b',
        guestName: 'Ben Stone +1',
        holder: holder({ companion: { name: 'Lucía Pérez', guestOf: 'Ben', child: false } }),
      }),
      seat('b', 'Zoe Vidal'),
    ];
    renderWithProviders(<PrintPanel tables={tables} assignments={seats} />);
    const cards = screen.getByRole('region', { name: 'Place cards' });
    const card = (name: string) =>
      [...cards.querySelectorAll<HTMLElement>('.seating-place-card')].find((node) =>
        node.textContent?.startsWith(name),
      )!;
    expect(texts(cards, '.seating-place-card')).toEqual([
      'Ana RuizMesa 1Menú: Lubina',
      'Invitado de Ana (niño/a)Mesa 1Menú: Menú infantil',
      'Lucía PérezTable 2',
      'Zoe VidalTable 2',
    ]);
    expect(card('Ana Ruiz').lang).toBe('es');
    expect(card('Lucía Pérez').lang).toBe('en');
    // No meal chosen (or no seated event): no meal line at all.
    expect(card('Lucía Pérez').querySelector('.seating-place-card-meal')).toBeNull();
    // The chart shows the companion by name, in the organizer's language.
    const chart = screen.getByRole('region', { name: 'Seating chart by table' });
    expect(texts(chart, 'li')).toEqual([
      'Ana Ruiz',
      'Guest of Ana (child)',
      'Lucía Pérez',
      'Zoe Vidal',
    ]);
  });
});
