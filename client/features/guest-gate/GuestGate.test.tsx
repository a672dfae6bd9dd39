import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { stubWeddingFetch } from '../../test/wedding-fixture';
import { WelcomeBanner } from '../hero/WelcomeBanner';
import { GuestGate } from './GuestGate';
import { GUEST_STORAGE_KEY, getGuestSession, resetGuestSessionCache } from './session';
import { signIn } from './sign-in';

// The live settings topic loads the socket layer on demand; these tests are about the gate, and a
// real import finishing after the file's environment is torn down fails the whole run.
vi.mock(
  '../../lib/realtime/socket',
  async () => (await import('../../test/realtime-stub')).realtimeStub,
);

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
  delete window.__fsFields;
  vi.unstubAllGlobals();
  localStorage.clear();
  resetGuestSessionCache();
});

describe('the guest gate', () => {
  it('shows the welcome card with the first-name form, and not the page', async () => {
    renderGate();
    const form = screen.getByRole('form', { name: 'Welcome to Our Wedding' });
    expect(within(form).getByText('Please enter your first name to continue')).toBeInTheDocument();
    const field = within(form).getByLabelText('Your First Name');
    expect(field).toHaveAttribute('placeholder', 'Enter your first name');
    expect(within(form).getByRole('button', { name: 'Enter Wedding Website' })).toBeEnabled();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Sofia & Daniel/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    // Nobody asked for the keyboard: a phone does not cover the card with it.
    expect(field).not.toHaveFocus();
  });

  it('refuses a blank name with the Name Required toast and stays closed to the page', async () => {
    const user = userEvent.setup();
    renderGate();
    const field = screen.getByLabelText('Your First Name');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Enter Wedding Website' }));
    expect(await screen.findByText('Name Required')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please enter your first name to continue').length,
    ).toBeGreaterThanOrEqual(2);
    expect(getGuestSession()).toBeNull();
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs the guest in with Enter: welcome toast, banner and the page', async () => {
    const user = userEvent.setup();
    renderGate();
    await user.type(screen.getByLabelText('Your First Name'), 'Ana{Enter}');
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText("Hello Ana! You're now authenticated.")).toBeInTheDocument();
    expect(screen.getByText('The wedding website')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(GUEST_STORAGE_KEY)!).firstName).toBe('Ana');
  });

  it('takes over the name typed in the served screen before the app started, caret and all', async () => {
    // What the page's boot script keeps while the app's script is still on its way.
    window.__fsFields = { firstName: { value: 'Rosa', focused: true } };
    const user = userEvent.setup();
    renderGate();
    const field = screen.getByLabelText('Your First Name');
    expect(field).toHaveValue('Rosa');
    expect(field).toHaveFocus();
    await user.keyboard('lia{Enter}');
    expect(await screen.findByText('Welcome, Rosalia')).toBeInTheDocument();
    // Taken once: a later gate (after a sign-out) starts empty.
    expect(window.__fsFields).toEqual({});
  });

  it('lets a saved guest straight in, and Sign Out clears the guest and brings the form back', async () => {
    signIn('Daniel');
    const user = userEvent.setup();
    renderGate();
    expect(screen.getByText('Welcome, Daniel')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const form = await screen.findByRole('form', { name: 'Welcome to Our Wedding' });
    // Ready to type in at once, as the guest just asked to leave.
    expect(within(form).getByLabelText('Your First Name')).toHaveFocus();
    expect(screen.queryByText('The wedding website')).not.toBeInTheDocument();
    expect(localStorage.getItem(GUEST_STORAGE_KEY)).toBeNull();
  });
});
