import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CASH_APP_REDIRECT_DELAY_MS,
  type CreateGiftBody,
  type GiftDonation,
} from '../../../protocol/gifts';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { afterTimersScheduledWithin } from '../../test/timers';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { GiftRegistrySection } from './components/GiftRegistrySection';

const { registry } = weddingSettingsFixture;
let sent: CreateGiftBody[];
let answerStatus: number;
let openSpy: ReturnType<typeof vi.fn>;

function donationFrom(body: CreateGiftBody): GiftDonation {
  const now = new Date().toISOString();
  return {
    id: 'b'.repeat(24),
    donorName: body.donorName ?? '',
    amount: body.amount ?? 0,
    currency: 'USD',
    giftType: body.giftType,
    isVerified: false,
    donatedAt: now,
    createdAt: now,
  };
}

beforeEach(() => {
  sent = [];
  answerStatus = 201;
  openSpy = vi.fn(() => null);
  vi.stubGlobal('open', openSpy);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/wedding')
        return new Response(JSON.stringify(weddingSettingsFixture), { status: 200 });
      if (url === '/api/gift-donations' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as CreateGiftBody;
        sent.push(body);
        if (answerStatus !== 201)
          return new Response(JSON.stringify({ message: 'Down' }), { status: answerStatus });
        return new Response(JSON.stringify(donationFrom(body)), { status: 201 });
      }
      return new Response('Not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

// While a modal dialog is open the rest of the page, toasts included, is hidden from the accessibility tree.
const notifications = () =>
  within(screen.getByRole('region', { name: 'Notifications (F8)', hidden: true }));

async function openHoneymoonDialog(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(<GiftRegistrySection />);
  const contribute = await screen.findByRole('button', { name: 'Contribute' });
  await waitFor(() => expect(contribute).toBeEnabled());
  await user.click(contribute);
  return screen.getByRole('dialog', { name: 'Contribute to our Honeymoon Fund' });
}

describe('the registry cards', () => {
  it('link the online registry and the cash app from the settings, each in a new tab', async () => {
    renderWithProviders(<GiftRegistrySection />);
    const registryLink = await screen.findByRole('link', { name: /View Registry/ });
    expect(registryLink).toHaveAttribute('href', registry.registryUrl);
    expect(registryLink).toHaveAttribute('target', '_blank');
    const cashApp = screen.getByRole('link', { name: /Send Gift via Cash App/ });
    expect(cashApp).toHaveAttribute('href', registry.cashAppUrl);
    expect(cashApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("'Gift Instructions' explains how to give, and leads to a Wishing Well gift", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GiftRegistrySection />);
    const button = await screen.findByRole('button', { name: 'Gift Instructions' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const instructions = screen.getByRole('dialog', { name: 'Gift Instructions' });
    expect(
      within(instructions).getByText(new RegExp(`\\(\\${registry.cashAppHandle}\\)`)),
    ).toBeInTheDocument();

    await user.click(within(instructions).getByRole('button', { name: 'Tell Us About Your Gift' }));
    const giftDialog = await screen.findByRole('dialog', { name: 'Send a Wishing Well gift' });
    await user.type(within(giftDialog).getByLabelText(/Full Name/), 'Ana López');
    await user.type(within(giftDialog).getByLabelText(/Amount/), '40');
    await user.click(within(giftDialog).getByRole('button', { name: 'Continue to Cash App' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ giftType: 'wishing_well', amount: 4000 });
    // The instructions are gone; the focus returns to the button that opened them.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Gift Instructions' })).toHaveFocus(),
    );
  });

  it('closes a dialog with Escape', async () => {
    const user = userEvent.setup();
    await openHoneymoonDialog(user);
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contribute' })).toHaveFocus();
  });
});

describe('the gift amount field', () => {
  it('shows what was typed with two decimals once the guest leaves it', async () => {
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '25.5');
    await user.tab();
    expect(amount).toHaveValue('25.50');
  });

  it('refuses more than two decimals or words, saying how to type it', async () => {
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.type(amount, '12.345');
    await user.tab();
    expect(amount).toHaveValue('12.345');
    expect(amount).toHaveAccessibleDescription(/at most two decimals/);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(amount);
    await user.type(amount, 'fifty');
    await user.tab();
    expect(within(dialog).getByText(/Enter an amount in dollars/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('refuses an amount of zero', async () => {
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    await user.type(within(dialog).getByLabelText(/Amount/), '0');
    await user.tab();
    expect(within(dialog).getByText('The amount must be more than $0.00')).toBeInTheDocument();
  });
});

describe('the gift dialog', () => {
  it('requires the full name and an amount before sending anything', async () => {
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Cash App' }));
    expect(await within(dialog).findByText('Full Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter an amount')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('records the gift in cents, thanks the guest, closes, then opens the cash app about 1.5 s later', async () => {
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    await user.type(within(dialog).getByLabelText(/Full Name/), '  Ana López ');
    await user.type(within(dialog).getByLabelText(/^Email/), 'ana@example.com');
    await user.type(within(dialog).getByLabelText(/Amount/), '75.5');
    await user.type(within(dialog).getByLabelText(/^Message/), 'For a sunset dinner');
    await user.type(within(dialog).getByLabelText(/Cash App Username/), '$analopez');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Cash App' }));

    expect(await notifications().findByText('Thank you!')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        donorName: 'Ana López',
        donorEmail: 'ana@example.com',
        amount: 7550,
        message: 'For a sunset dinner',
        cashAppUsername: '$analopez',
        currency: 'USD',
        giftType: 'honeymoon_fund',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
    await waitFor(
      () =>
        expect(openSpy).toHaveBeenCalledWith(registry.cashAppUrl, '_blank', 'noopener,noreferrer'),
      {
        timeout: 3000,
      },
    );
    expect(notifications().getByRole('link', { name: 'Open Cash App' })).toHaveAttribute(
      'href',
      registry.cashAppUrl,
    );

    // The form was reset: opening it again starts empty.
    await user.click(screen.getByRole('button', { name: 'Contribute' }));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('keeps the dialog and what was typed when recording fails, with the error toast', async () => {
    answerStatus = 500;
    const user = userEvent.setup();
    const dialog = await openHoneymoonDialog(user);
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Ana López');
    await user.type(within(dialog).getByLabelText(/Amount/), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Cash App' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to record gift information. Please try again.',
    );
    expect(
      notifications().getByText('Failed to record gift information. Please try again.'),
    ).toBeInTheDocument();
    expect(notifications().getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Ana López');
    // A redirect timer started before the failure would have fired by now.
    await afterTimersScheduledWithin(CASH_APP_REDIRECT_DELAY_MS);
    expect(openSpy).not.toHaveBeenCalled();
  });
});
