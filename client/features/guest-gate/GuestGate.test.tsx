import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch } from '../../test/wedding-fixture';
import { WelcomeBanner } from '../hero/WelcomeBanner';
import { DIALOG_AUTO_OPEN_MS, GuestGate } from './GuestGate';
import { GUEST_STORAGE_KEY, getGuestSession, resetGuestSessionCache } from './session';
import { signIn } from './sign-in';

// The live settings topic loads the socket layer on demand; these tests are about the gate, and a
// real import finishing after the file's environment is torn down fails the whole run.
vi.mock('../../lib/realtime/socket', async () => (await import('../../test/realtime-stub')).realtimeStub);

function renderGate() {
  return renderWithProviders(
    <GuestGate>
      <WelcomeBanner />
      <p>The wedding website</p>
    </GuestGate>,
  );
}

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  stubWeddingFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetGuestSessionCache();
});

describe('the guest gate', () => {
  it('shows the welcome card and opens the name dialog by itself after 1000 ms', async () => {
    vi.useFakeTimers();
    renderGate();
    expect(screen.getByRole('button', { name: 'Enter Website' })).toBeInTheDocument();
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DIALOG_AUTO_OPEN_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Our Wedding' });
    expect(
      within(dialog).getByText('Please enter your first name to continue'),
    ).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Your First Name');
    expect(field).toHaveAttribute('placeholder', 'Enter your first name');
    expect(field).toHaveFocus();
  });

  it('opens the dialog from the Enter Website button', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.click(screen.getByRole('button', { name: 'Enter Website' }));
    expect(screen.getByRole('dialog', { name: 'Welcome to Our Wedding' })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to Enter Website', async () => {
    const user = userEvent.setup();
    renderGate();
    const enter = screen.getByRole('button', { name: 'Enter Website' });
    await user.click(enter);
    expect(screen.getByLabelText('Your First Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(enter).toHaveFocus();
  });

  it('refuses a blank name with the Name Required toast and stays closed to the page', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.click(screen.getByRole('button', { name: 'Enter Website' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your First Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Enter Wedding Website' }));
    expect(await screen.findByText('Name Required')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please enter your first name to continue').length,
    ).toBeGreaterThanOrEqual(2);
    expect(getGuestSession()).toBeNull();
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your First Name')).toHaveFocus();
  });

  it('signs the guest in with Enter: welcome toast, banner and the page', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.click(screen.getByRole('button', { name: 'Enter Website' }));
    await user.type(screen.getByLabelText('Your First Name'), 'Ana{Enter}');
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText("Hello Ana! You're now authenticated.")).toBeInTheDocument();
    expect(screen.getByText('The wedding website')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_STORAGE_KEY)!).firstName).toBe('Ana');
  });

  it('lets a saved guest straight in, and Sign Out clears the guest and reopens the dialog', async () => {
    signIn('Daniel');
    const user = userEvent.setup();
    renderGate();
    expect(screen.getByText('Welcome, Daniel')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Welcome to Our Wedding' })).toBeInTheDocument(),
    );
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });
});
