import { lazyComponent } from '../../lib/lazy-component';

// Radix Dialog and the menu's search load on the first tap, not with the first screen.
export const MobileMenuSheet = lazyComponent(
  () => import('./MobileMenuSheet'),
  (module) => module.MobileMenuSheet,
);
