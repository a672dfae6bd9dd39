import { useEffect } from 'react';
import type { Topic } from '../../../protocol/events';
import { importWithRetry } from '../import-with-retry';
import { attachTopic, useLatestTopicRefs } from './attach-topic';
import type { TopicHandlers } from './useTopic';

/**
 * useTopic for data on the first screen: the socket layer (socket.io-client, about 25 KB gzip) is
 * imported on demand after the first render, so subscribing does not grow the guest's first load.
 */
export function useLazyTopic<T extends Topic>(
  topic: T,
  handlers: TopicHandlers<T>,
  onResync?: () => void | Promise<unknown>,
): void {
  const { handlersRef, resyncRef } = useLatestTopicRefs(handlers, onResync);

  useEffect(() => {
    let cleanup: (() => void) | undefined;
    let unmounted = false;
    // A phone that cannot load the socket code yet (a dropped connection) still shows the page as
    // loaded, and goes live once the code arrives.
    void importWithRetry(() => import('./socket')).then(({ realtime }) => {
      if (unmounted) return;
      cleanup = attachTopic(realtime(), topic, handlersRef, resyncRef);
    });
    return () => {
      unmounted = true;
      cleanup?.();
    };
    // The refs are the same objects on every render: only another topic joins again.
  }, [topic, handlersRef, resyncRef]);
}
