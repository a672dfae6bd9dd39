import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { lazyComponent } from '../lib/lazy-component';
import { revalidateSessionsOnServerClose } from '../lib/realtime/server-closed';
import { useToast } from '../lib/ui/use-toast';
import { usePageSettled } from '../lib/when-page-settled';
import { i18n } from '../lib/i18n';
import { PwaLoader } from '../features/pwa/PwaLoader';
import { seedFirstScreenSettings } from '../features/home/first-screen-settings';
import { replayFirstScreenTaps } from '../features/home/first-screen-taps';
import { AppRoutes } from './routes';

// Radix Toast loads once the page has settled; toasts raised before it arrives wait in the store.
const Toaster = lazyComponent(
  () => import('../lib/ui/toaster'),
  (module) => module.Toaster,
);

/** The toasts' viewport, once the page has settled or a toast is raised, whichever comes first. */
function LazyToaster() {
  const settled = usePageSettled();
  const raised = useToast().toasts.length > 0;
  if (!settled && !raised) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

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
        <LazyToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
