import { useEffect, useRef } from 'react';
import type { EventOf, PayloadOf, Topic } from '../../../protocol/events';
import { attachTopic } from './attach-topic';
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
  const handlersRef = useRef(handlers);
  const resyncRef = useRef(onResync);
  useEffect(() => {
    handlersRef.current = handlers;
    resyncRef.current = onResync;
  });

  useEffect(() => attachTopic(realtime(), topic, handlersRef, resyncRef), [topic]);
}
