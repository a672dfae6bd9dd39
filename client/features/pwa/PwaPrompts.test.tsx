import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resetGuestSessionCache } from '../guest-gate/session';
import { signIn } from '../guest-gate/sign-in';
import { INSTALL_DISMISSED_KEY } from './device';
import { resetInstallState } from './install-prompt';
import { PwaPrompts } from './PwaPrompts';
import { IPHONE_SAFARI } from '../../test/user-agents';

/** What Chrome fires when the site can be installed, with a prompt the test answers. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetGuestSessionCache();
  signIn('Ana');
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  resetGuestSessionCache();
  resetInstallState();
});

describe('installing the app', () => {
  it('on an iPhone: a floating Install App button opens the Share steps; closing is remembered', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    renderWithProviders(<PwaPrompts />);
    // Safari never offers a prompt, so the dialog does not open by itself.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(await screen.findByRole('dialog', { name: 'Install Wedding App' })).toHaveTextContent(
      "Scroll down and tap 'Add to Home Screen'.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  });

  it('opens by itself when the browser offers to install, and Install App shows the prompt', async () => {
    renderWithProviders(<PwaPrompts />);
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Install Wedding App' });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Install App' })).find((button) =>
        dialog.contains(button),
      )!,
    );
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('Installing...', { selector: '[data-state] *' }),
    ).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(
      await screen.findByText('App Installed!', { selector: '[data-state] *' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it('on plain http (a LAN address), offers no install and says what the site cannot do there', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    // jsdom leaves isSecureContext out; a browser on http://192.168.1.20:3000 says false.
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'isSecureContext');
    });
    renderWithProviders(<PwaPrompts />);
    const note = await screen.findByRole('complementary', { name: 'No app on this address' });
    expect(note).toHaveTextContent(
      'cannot install it as an app, and it will not open without a connection',
    );
    expect(note).toHaveTextContent('stays on this phone and is sent when you are back online');
    offerInstall('accepted');
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close this note' }));
    expect(note).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
  });

  it('stays closed when dismissed earlier in the session, while the button remains', async () => {
    sessionStorage.setItem(INSTALL_DISMISSED_KEY, 'true');
    renderWithProviders(<PwaPrompts />);
    offerInstall('dismissed');
    expect(await screen.findByRole('button', { name: 'Install App' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers nothing when the site already runs as the installed app', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
    );
    renderWithProviders(<PwaPrompts />);
    offerInstall('accepted');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it('offers nothing before the guest has passed the welcome gate', () => {
    localStorage.clear();
    resetGuestSessionCache();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    renderWithProviders(<PwaPrompts />);
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });
});
