import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetGuestSessionCache } from '../guest-gate/session';
import { signIn } from '../guest-gate/sign-in';
import { PwaLoader } from './PwaLoader';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  signIn('Ana');
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
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

  it('never loads them on the projector screens', async () => {
    renderWithProviders(<PwaLoader />, { route: '/live' });
    // The page settles after at most a second here (jsdom has no requestIdleCallback).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});
