import { Suspense, useState } from 'react';
import { lazyComponent } from '../lazy-component';
import { useToast } from './use-toast';

// Radix Toast (its viewport, layers and portal) loads with the first toast raised on this page:
// a guest who is shown none, like a new one at the welcome gate, never fetches or runs it.
const Toaster = lazyComponent(
  () => import('./toaster'),
  (module) => module.Toaster,
);

/**
 * Mounts the toaster once a toast has been raised and keeps it from then on (F8, later toasts,
 * closing animations). A toast raised before its chunk arrives waits in the store meanwhile.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [raised, setRaised] = useState(toasts.length > 0);
  if (toasts.length > 0 && !raised) setRaised(true);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
