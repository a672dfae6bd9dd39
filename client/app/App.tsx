import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { ToastHost } from '../lib/ui/toast-host';
import { revalidateSessionsOnServerClose } from '../lib/realtime/server-closed';
import { i18n } from '../lib/i18n';
import { PwaLoader } from '../features/pwa/PwaLoader';
import { seedFirstScreenSettings } from '../features/home/first-screen-settings';
import { replayFirstScreenTaps } from '../features/home/first-screen-taps';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(() => seedFirstScreenSettings(createQueryClient()));
  useEffect(() => revalidateSessionsOnServerClose(queryClient), [queryClient]);
  useEffect(() => replayFirstScreenTaps(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
          <PwaLoader />
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
