import { act } from '@testing-library/react';
import { useId } from 'react';
import { vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { toast } from '../lib/ui/use-toast';

/**
 * Live pushes played by hand in a page test. A test file stands this module in for useTopic:
 *
 *   vi.mock('../../lib/realtime/useTopic', () => import('../../test/topic-pushes'));
 *
 * (vi.mock is hoisted above the imports, so its factory imports this module rather than closing
 * over a variable; the test imports the same module instance, and pushTo reaches what it recorded.)
 */

type Handlers = Record<string, ((payload: unknown) => void) | undefined>;

/** Every component's latest handlers per topic: a push reaches them all, as the socket's would. */
const handlersByTopic = new Map<string, Map<string, Handlers>>();

/** Stands for lib/realtime/useTopic: records the component's handlers instead of joining a topic. */
export function useTopic(topic: string, handlers: Handlers): void {
  const component = useId();
  const byComponent = handlersByTopic.get(topic) ?? new Map<string, Handlers>();
  byComponent.set(component, handlers);
  handlersByTopic.set(topic, byComponent);
}

/** Plays the server's push of `event` on `topic` to every component that subscribed to it. */
export const pushTo = (topic: string, event: string, payload: unknown) =>
  act(() => {
    for (const handlers of handlersByTopic.get(topic)?.values() ?? []) handlers[event]?.(payload);
  });

/**
 * What a page test leaves behind for the next (`afterEach(resetAfterTest)`): the recorded handlers
 * of its unmounted components, the stubbed fetch, the toast on screen, the language chosen.
 */
export async function resetAfterTest() {
  handlersByTopic.clear();
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
  await i18n.changeLanguage('en');
}
