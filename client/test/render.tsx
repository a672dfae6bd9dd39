import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { i18n } from '../lib/i18n';
import { Toaster } from '../lib/ui/toaster';

type Options = Omit<RenderOptions, 'wrapper'> & {
  /** The router's starting location, e.g. '/' or '/#venue-map'. */
  route?: string;
};

/** Renders with the app's real providers (a fresh query client, i18n, a memory router, toasts). */
export function renderWithProviders(ui: ReactElement, { route = '/', ...options }: Options = {}) {
  const queryClient = createQueryClient();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
