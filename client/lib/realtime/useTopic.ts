import { useEffect } from 'react';
import type { EventOf, PayloadOf, Topic } from '../../../protocol/events';
import { attachTopic, useLatestTopicRefs } from './attach-topic';
import { realtime } from './socket';

export type TopicHandlers<T extends Topic> = {
  [E in EventOf<T>]?: (payload: PayloadOf<T, E>) => void;
};

/**
 * Subscribes this component to a live topic while it is mounted. Handlers usually write the pushed
 * payload into the React Query cache; `onResync` refetches when missed events could not be replayed.
 */
export function useTopic<T extends Topic>(
  topic: T,
  handlers: TopicHandlers<T>,
  onResync?: () => void | Promise<unknown>,
): void {
  const { handlersRef, resyncRef } = useLatestTopicRefs(handlers, onResync);

  // The refs are the same objects on every render: only another topic joins again.
  useEffect(
    () => attachTopic(realtime(), topic, handlersRef, resyncRef),
    [topic, handlersRef, resyncRef],
  );
}
