import { useEffect, useRef } from 'react';
import type { EventOf, PayloadOf, Topic } from '../../../protocol/events';
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

  useEffect(() => {
    const client = realtime();
    const socket = client.socket as unknown as {
      on(event: string, listener: (payload: unknown) => void): void;
      off(event: string, listener: (payload: unknown) => void): void;
    };
    const listeners = Object.keys(handlersRef.current).map((event) => {
      const listener = (payload: unknown) =>
        (handlersRef.current as Record<string, ((p: unknown) => void) | undefined>)[event]?.(
          payload,
        );
      socket.on(event, listener);
      return [event, listener] as const;
    });
    const release = client.retain(topic, () => resyncRef.current?.());
    return () => {
      release();
      for (const [event, listener] of listeners) socket.off(event, listener);
    };
  }, [topic]);
}
