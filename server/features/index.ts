import type { Router } from 'express';
import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import type { RealtimeHub } from '../lib/realtime/hub';

/** What a feature gets from the app: configuration, logging and the realtime hub. */
export interface AppContext {
  config: Config;
  logger: Logger;
  hub: RealtimeHub;
}

/** A feature mounts its own routes; models register themselves when the feature is imported. */
export interface Feature {
  name: string;
  /** Runs once at start-up after indexes exist (seeding defaults, for instance). */
  init?(ctx: AppContext): Promise<void>;
  routes(ctx: AppContext): Router;
}

export async function loadFeatures(): Promise<Feature[]> {
  await import('./models');
  // One line per feature; order only matters for routes that share a path prefix.
  const modules: { feature: Feature }[] = await Promise.all([
    import('./wedding/feature'),
    import('./venues/feature'),
    import('./guests/feature'),
    import('./wedding-party/feature'),
    import('./gifts/feature'),
    import('./guestbook/feature'),
    import('./rsvp/feature'),
    import('./moments/feature'),
  ]);
  return modules.map((module) => module.feature);
}
