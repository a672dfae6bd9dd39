import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type SentRequest } from '../../test/fake-fetch';
import { GIFT_TRACKER_MESSAGES, type GiftDonation } from '../../../protocol/gifts';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { localToday } from './gift-tracker';
import { GiftsTab } from './GiftsTab';
import { giftFixture } from './test-gifts';

// The topic's handlers, to push gifts as the server would.
const pushes = vi.hoisted(() => ({ handlers: {} as Record<string, (payload: unknown) => void> }));
vi.mock('../../lib/realtime/useTopic', () => ({
  useTopic: (_topic: string, handlers: Record<string, (payload: unknown) => void>) => {
    pushes.handlers = handlers;
  },
}));

let stored: GiftDonation[] = [];
let requests: SentRequest<Record<string, string>>[];
let refuseWith: { status: number; message: string } | null = null;

beforeEach(() => {
  stored = [
    giftFixture({ donorName: 'Ana López', cashAppUsername: '$analopez', message: 'Sunset dinner' }),
    giftFixture({
      donorName: 'Ben Carter',
      donorEmail: 'ben@example.com',
      amount: 2000,
      giftType: 'wishing_well',
      isVerified: true,
      transactionId: 'CA-7731',
    }),
  ].reverse();
  refuseWith = null;
  requests = stubFetch<Record<string, string>>(async (_method, url, body) => {
    if (url === '/api/wedding') return json(weddingSettingsFixture);
    if (url === '/api/gift-donations') return json(stored);
    const match = /^\/api\/gift-donations\/(\w+)\/(verification|thank-you)$/.exec(url);
    const gift = match && stored.find((g) => g.id === match[1]);
    if (!gift) return json({ message: 'not here' }, 404);
    if (refuseWith) return json({ message: refuseWith.message }, refuseWith.status);
    const changed: GiftDonation =
      match[2] === 'verification'
        ? { ...gift, isVerified: true, transactionId: body!.transactionId }
        : { ...gift, thankYouSentOn: body!.sentOn };
    stored = stored.map((g) => (g.id === gift.id ? changed : g));
    return json(changed);
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const giftCard = (name: string) =>
  screen.getAllByTestId('admin-gift').find((card) => within(card).queryByText(name))!;

describe('the Gifts tab', () => {
  it('shows every gift in dollars with its donor, contact and status, and the totals', async () => {
    renderWithProviders(<GiftsTab />);
    const ana = await screen.findByRole('listitem', { name: 'Ana López' });
    expect(within(ana).getByTestId('gift-amount').textContent).toBe('$75.50');
    expect(within(ana).getByText('Honeymoon Fund')).toBeTruthy();
    expect(within(ana).getByText('ana@example.com')).toBeTruthy();
    expect(within(ana).getByText('$analopez')).toBeTruthy();
    expect(within(ana).getByText('Sunset dinner')).toBeTruthy();
    expect(within(ana).getByText('Not verified')).toBeTruthy();
    expect(within(ana).getByText('Thank-you owed')).toBeTruthy();
    const ben = screen.getByRole('listitem', { name: 'Ben Carter' });
    expect(within(ben).getByText('Verified')).toBeTruthy();
    expect(within(ben).getByText('Transaction ID: CA-7731')).toBeTruthy();

    expect(
      within(screen.getByTestId('total-honeymoon_fund')).getByTestId('total-amount').textContent,
    ).toBe('$75.50');
    expect(
      within(screen.getByTestId('total-wishing_well')).getByTestId('total-amount').textContent,
    ).toBe('$20.00');
    const overall = screen.getByTestId('total-overall');
    expect(within(overall).getByTestId('total-amount').textContent).toBe('$95.50');
    expect(within(overall).getByText('2 gifts · $20.00 verified')).toBeTruthy();
    expect(within(overall).getByText('2 thank-you notes owed')).toBeTruthy();
    const { violations } = await axe.run(document.body);
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('searches, keeping the totals of every gift', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftsTab />);
    await screen.findByRole('listitem', { name: 'Ana López' });
    await user.type(screen.getByRole('searchbox', { name: 'Search gifts' }), 'cA-77');
    await vi.waitFor(() => expect(screen.getAllByTestId('admin-gift')).toHaveLength(1));
    expect(screen.getByTestId('gifts-showing').textContent).toBe('Showing 1 gift · $20.00');
    expect(screen.getByRole('listitem', { name: 'Ben Carter' })).toBeTruthy();
    expect(
      within(screen.getByTestId('total-overall')).getByTestId('total-amount').textContent,
    ).toBe('$95.50');
    await user.clear(screen.getByRole('searchbox', { name: 'Search gifts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search gifts' }), 'nobody');
    expect(await screen.findByText('No gift matches these filters.')).toBeTruthy();
  });

  it('filters by status and gift type: who is verified, who is still owed a thank-you', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftsTab />);
    await screen.findByRole('listitem', { name: 'Ana López' });
    const shownNames = () =>
      screen
        .queryAllByTestId('admin-gift')
        .map((card) => card.getAttribute('aria-labelledby'))
        .map((id) => document.getElementById(id!)!.textContent);
    const choose = async (filter: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(await screen.findByRole('option', { name: option }));
    };

    await choose('Status', 'Verified');
    await vi.waitFor(() => expect(shownNames()).toEqual(['Ben Carter']));
    await choose('Gift type', 'Honeymoon Fund');
    expect(await screen.findByText('No gift matches these filters.')).toBeTruthy();
    await choose('Status', 'Thank-you owed');
    await vi.waitFor(() => expect(shownNames()).toEqual(['Ana López']));
    expect(screen.getByTestId('gifts-showing').textContent).toBe('Showing 1 gift · $75.50');
  });

  it('shows a gift pushed on the live topic at once, without asking the server', async () => {
    renderWithProviders(<GiftsTab />);
    await screen.findByRole('listitem', { name: 'Ana López' });
    const loads = requests.filter((r) => r.url === '/api/gift-donations').length;
    act(() =>
      pushes.handlers['gift:recorded']!(
        giftFixture({ donorName: 'Cy Diaz', amount: 12345, giftType: 'wishing_well' }),
      ),
    );
    const cy = await screen.findByRole('listitem', { name: 'Cy Diaz' });
    expect(within(cy).getByTestId('gift-amount').textContent).toBe('$123.45');
    expect(screen.getAllByTestId('admin-gift')[0]).toBe(cy);
    expect(
      within(screen.getByTestId('total-overall')).getByTestId('total-amount').textContent,
    ).toBe('$218.95');
    expect(requests.filter((r) => r.url === '/api/gift-donations')).toHaveLength(loads);
  });

  it('verifies a gift with its transaction id, which is required', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftsTab />);
    const ana = await screen.findByRole('listitem', { name: 'Ana López' });
    await user.click(within(ana).getByRole('button', { name: 'Mark verified (Ana López)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify the gift from Ana López' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(within(dialog).getByText('Transaction ID is required')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Transaction ID/), 'CA-9001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(await screen.findByText('Gift Verified')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: `/api/gift-donations/${stored[1]!.id}/verification`,
      body: { transactionId: 'CA-9001' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(giftCard('Ana López')).getByText('Transaction ID: CA-9001')).toBeTruthy();
  });

  it('says why a verification was refused, under the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftsTab />);
    const ana = await screen.findByRole('listitem', { name: 'Ana López' });
    refuseWith = { status: 409, message: GIFT_TRACKER_MESSAGES.alreadyVerified };
    await user.click(within(ana).getByRole('button', { name: 'Mark verified (Ana López)' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Transaction ID/), 'CA-9001');
    await user.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(await within(dialog).findByText('This gift has already been verified.')).toBeTruthy();
  });

  it('marks the thank-you note sent, today unless told otherwise', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftsTab />);
    const ana = await screen.findByRole('listitem', { name: 'Ana López' });
    await user.click(within(ana).getByRole('button', { name: 'Mark thank-you sent (Ana López)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank-you note to Ana López' });
    expect((within(dialog).getByLabelText(/^Sent on/) as HTMLInputElement).value).toBe(
      localToday(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark thank-you sent' }));
    expect(await screen.findByText('Thank-you Note Marked Sent')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ sentOn: localToday() });
    const card = giftCard('Ana López');
    expect(within(card).getByText(/^Thank-you sent on /)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Undo thank-you (Ana López)' })).toBeTruthy();
    expect(
      within(screen.getByTestId('total-overall')).getByText('1 thank-you note owed'),
    ).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<GiftsTab />);
    const ana = await screen.findByRole('listitem', { name: 'Ana López' });
    expect(screen.getByRole('heading', { name: 'Seguimiento de Regalos' })).toBeTruthy();
    expect(within(ana).getByTestId('gift-amount').textContent).toBe('75,50\u00a0US$');
    expect(within(ana).getByText('Fondo para la Luna de Miel')).toBeTruthy();
    expect(
      within(ana).getByRole('button', { name: 'Marcar como verificado (Ana López)' }),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('total-overall')).getByText('2 notas de agradecimiento pendientes'),
    ).toBeTruthy();
  });
});
