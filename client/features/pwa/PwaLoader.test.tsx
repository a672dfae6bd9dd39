import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { afterTimersScheduledWithin } from '../../test/timers';
import { resetGuestSessionCache } from '../guest-gate/session';
import { signIn } from '../guest-gate/sign-in';
import { SETTLED_FALLBACK_MS } from '../../lib/when-page-settled';
import { PwaLoader } from './PwaLoader';
import { IPHONE_SAFARI } from '../../test/user-agents';

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  signIn('Ana');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  resetGuestSessionCache();
});

describe('loading the install and update prompts', () => {
  it('loads them after the page has settled, not with the first render', async () => {
    renderWithProviders(<PwaLoader />);
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Install App' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('never loads them on the projector screens, and does once the page leaves them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PwaLoader />
        <LeaveProjector />
      </>,
      { route: '/live' },
    );
    // The page has settled by now (jsdom has no requestIdleCallback): only the address holds them back.
    await afterTimersScheduledWithin(SETTLED_FALLBACK_MS);
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave the projector' }));
    expect(await screen.findByRole('button', { name: 'Install App' })).toBeInTheDocument();
  });
});

function LeaveProjector() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/')}>
      Leave the projector
    </button>
  );
}
