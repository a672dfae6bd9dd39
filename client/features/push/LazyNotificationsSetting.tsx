import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';

const NotificationsSetting = lazyComponent(
  () => import('./NotificationsSetting'),
  (module) => module.NotificationsSetting,
);

/**
 * The notifications setting as a chunk of its own (with the push contract), fetched when the
 * announcements section or the install dialog shows it: never on the welcome gate's first load.
 */
export function LazyNotificationsSetting({ className }: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <NotificationsSetting className={className} />
    </Suspense>
  );
}
