import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { usePageSettled } from '../../lib/when-page-settled';
// Listens for the browser's install offer from the start; the offer may come before the prompts load.
import './install-prompt';

const PwaPrompts = lazyComponent(
  () => import('./PwaPrompts'),
  (module) => module.PwaPrompts,
);

/**
 * Loads the service worker's registration and the install and update dialogs once the page has
 * loaded and the browser is idle, so none of it weighs on the home page's first screen. Not on the
 * projector screens (/live...), and gone on the way there: a dialog would cover the wall with nobody at
 * hand to close it.
 */
export function PwaLoader() {
  const onProjector = useLocation().pathname.startsWith('/live');
  const ready = usePageSettled();
  return ready && !onProjector ? (
    <Suspense fallback={null}>
      <PwaPrompts />
    </Suspense>
  ) : null;
}
