import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetGuestSessionCache } from '../guest-gate/session';
import { signIn } from '../guest-gate/sign-in';
import { resetInstallState } from './install-prompt';
import { PwaPrompts } from './PwaPrompts';
import { IPHONE_SAFARI } from '../../test/user-agents';

// Which dialog modules this file's page has evaluated (each loads as its own chunk in the build).
const evaluated = vi.hoisted(() => new Set<string>());
vi.mock('./InstallDialog', async (importOriginal) => {
  evaluated.add('install');
  return importOriginal();
});
vi.mock('./UpdateDialog', async (importOriginal) => {
  evaluated.add('update');
  return importOriginal();
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  resetGuestSessionCache();
  resetInstallState();
});

describe('the install and update dialogs load on demand', () => {
  it('a new guest at the welcome gate loads neither; past it, the install dialog comes with its button', async () => {
    localStorage.clear();
    resetGuestSessionCache();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { rerender } = renderWithProviders(<PwaPrompts key="gate" />);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    expect([...evaluated]).toEqual([]);

    signIn('Ana');
    rerender(<PwaPrompts key="guest" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install App' }));
    expect(await screen.findByRole('dialog', { name: 'Install Wedding App' })).toBeInTheDocument();
    expect([...evaluated]).toEqual(['install']);
  });
});
