import { useEffect, useRef, type RefObject } from 'react';
import type { Topic } from '../../../protocol/events';
import type { realtime } from './socket';
import type { TopicHandlers } from './useTopic';

/**
 * Joins a topic on the page's one connection and routes its events to the latest handlers; answers
 * the function that leaves it. Shared by useTopic and useLazyTopic (which loads the client later).
 */
export function attachTopic<T extends Topic>(
  client: ReturnType<typeof realtime>,
  topic: T,
  handlers: RefObject<TopicHandlers<T>>,
  onResync: RefObject<(() => void | Promise<unknown>) | undefined>,
): () => void {
  const socket = client.socket as unknown as {
    on(event: string, listener: (payload: unknown) => void): void;
    off(event: string, listener: (payload: unknown) => void): void;
  };
  const listeners = Object.keys(handlers.current).map((event) => {
    const listener = (payload: unknown) =>
      (handlers.current as Record<string, ((p: unknown) => void) | undefined>)[event]?.(payload);
    socket.on(event, listener);
    return [event, listener] as const;
  });
  const release = client.retain(topic, () => onResync.current?.());
  return () => {
    release();
    for (const [event, listener] of listeners) socket.off(event, listener);
  };
}

/**
 * The component's latest handlers and resync, kept in refs updated after each render: the topic is
 * joined once, and its events still reach the handlers of the last render.
 */
export function useLatestTopicRefs<T extends Topic>(
  handlers: TopicHandlers<T>,
  onResync: (() => void | Promise<unknown>) | undefined,
) {
  const handlersRef = useRef(handlers);
  const resyncRef = useRef(onResync);
  useEffect(() => {
    handlersRef.current = handlers;
    resyncRef.current = onResync;
  });
  return { handlersRef, resyncRef };
}
