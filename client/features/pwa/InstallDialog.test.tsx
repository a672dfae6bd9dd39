import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { InstallDialog } from './InstallDialog';
import { UpdateDialog } from './UpdateDialog';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function renderInstall(props: Partial<Parameters<typeof InstallDialog>[0]> = {}) {
  const handlers = { onDismiss: vi.fn(), onInstall: vi.fn() };
  renderWithProviders(
    <InstallDialog open platform="ios" canPrompt={false} {...handlers} {...props} />,
  );
  return handlers;
}

describe('the install dialog', () => {
  it('shows an iPhone the benefits and the Share → Add to Home Screen steps', () => {
    renderInstall({ platform: 'ios' });
    const dialog = screen.getByRole('dialog', { name: 'Install Wedding App' });
    for (const benefit of [
      'Works offline',
      'Fast loading',
      'Push notifications for announcements',
      'Home screen access',
    ]) {
      expect(dialog).toHaveTextContent(benefit);
    }
    expect(screen.getByRole('heading', { name: 'On iPhone or iPad' })).toBeInTheDocument();
    const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toContain('Tap the Share button (the square with an arrow pointing up).');
    expect(steps).toContain("Scroll down and tap 'Add to Home Screen'.");
    expect(
      screen.getByText('You can always install later from your browser menu'),
    ).toBeInTheDocument();
    // Safari has no install prompt: no button that could not work.
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  it('carries the notifications setting, which promises nothing it cannot do', async () => {
    renderInstall({ platform: 'android' });
    // Its own chunk: the first import in this test file is transformed on the spot.
    const setting = await screen.findByRole(
      'group',
      { name: 'Notifications on this phone' },
      { timeout: 15_000 },
    );
    // jsdom has no Push API: the setting says so rather than offering a button that cannot work.
    await vi.waitFor(() => expect(setting).toHaveAttribute('data-state', 'unsupported'));
    expect(screen.queryByRole('button', { name: 'Turn notifications on' })).not.toBeInTheDocument();
  }, 20_000);

  it('gives Android without a prompt the browser-menu steps', () => {
    renderInstall({ platform: 'android' });
    expect(screen.getByRole('heading', { name: 'On Android' })).toBeInTheDocument();
    expect(screen.getByText("Tap 'Install app' or 'Add to Home screen'.")).toBeInTheDocument();
  });

  it('offers the browser’s own prompt through Install App when there is one', async () => {
    const { onInstall } = renderInstall({ platform: 'android', canPrompt: true });
    expect(screen.queryByRole('heading', { name: 'On Android' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
    expect(onInstall).toHaveBeenCalledOnce();
  });

  it('is dismissed by its close icon', async () => {
    const { onDismiss } = renderInstall();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('speaks Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderInstall({ platform: 'ios' });
    expect(screen.getByRole('dialog', { name: 'Instalar la app de la boda' })).toHaveTextContent(
      'Funciona sin conexión',
    );
    expect(screen.getByText("Desliza hacia abajo y toca 'Agregar a inicio'.")).toBeInTheDocument();
    expect(
      screen.getByText('Siempre puedes instalarla más tarde desde el menú de tu navegador'),
    ).toBeInTheDocument();
  });
});

describe('the update dialog', () => {
  it('offers Update Now and Later, in English and Spanish', async () => {
    const onUpdate = vi.fn();
    const onLater = vi.fn();
    renderWithProviders(
      <UpdateDialog open updating={false} onUpdate={onUpdate} onLater={onLater} />,
    );
    expect(screen.getByRole('dialog', { name: 'App Update Available' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(onUpdate).toHaveBeenCalledOnce();
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Más tarde' })).toBeInTheDocument();
  });
});
