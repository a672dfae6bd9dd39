import { lazyComponent } from '../../lib/lazy-component';

// The dialog (Radix, the name schema) is not part of the first screen: it loads while the welcome
// card is up, well before it opens.
export const GuestNameDialog = lazyComponent(
  () => import('./GuestNameDialog'),
  (module) => module.GuestNameDialog,
);
