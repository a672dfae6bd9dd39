import type { AppContext } from './feature';

/**
 * One instance per running app: a feature's routes and its moderation source share the same
 * service (and so the same queues and stats publisher), and each test app gets its own.
 */
export function perApp<T>(create: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const made = new WeakMap<AppContext, T>();
  return (ctx) => {
    if (!made.has(ctx)) made.set(ctx, create(ctx));
    return made.get(ctx) as T;
  };
}
