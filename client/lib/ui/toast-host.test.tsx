import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ToastHost } from './toast-host';
import { toast } from './use-toast';

// Whether the page has evaluated Radix Toast's module (its own chunk in the build).
const evaluated = vi.hoisted(() => ({ toaster: false }));
vi.mock('./toaster', async (importOriginal) => {
  evaluated.toaster = true;
  return importOriginal();
});

describe('the toaster loads with the first toast', () => {
  it('is not loaded before any toast, and shows the first one raised once it has', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ToastHost />
      </I18nextProvider>,
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    expect(evaluated.toaster).toBe(false);

    act(() => {
      toast({ title: 'Saved', description: 'Your RSVP is in.' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Your RSVP is in.')).toBeInTheDocument();
    expect(evaluated.toaster).toBe(true);
  });
});
