import type { Router } from 'express';
import type { Config } from '../config';
import type { DomainEvents } from './domain-events';
import type { JobRunner } from './jobs/runner';
import type { Logger } from './logger';
import type { ModerationSource, ModerationSources } from './moderation-source';
import type { RealtimeHub } from './realtime/hub';
import type { SweepTask } from './sweeper';

/** What a feature gets from the app: configuration, logging, the realtime hub and domain events. */
export interface AppContext {
  config: Config;
  logger: Logger;
  hub: RealtimeHub;
  /** In-process events between features (a scored game updates the leaderboard, ...). */
  events: DomainEvents;
  /** Every feature's moderation source, collected at start-up (read it when a request comes). */
  moderation: ModerationSources;
  /**
   * What time it is for day-bound limits (the AI budget's UTC day): the real clock, or one a test
   * sets so that a run crossing midnight does not start a fresh day halfway.
   */
  clock: () => Date;
  /**
   * The app's one background job runner: features define their job types in `init`; it starts
   * once every feature has, and stops first on close.
   */
  jobs: JobRunner;
}

/** A feature mounts its own routes; models register themselves when the feature is imported. */
export interface Feature {
  name: string;
  /**
   * Runs once at start-up after indexes exist (seeding defaults, for instance). May answer a
   * function that stops what it started (a background loop); the server calls it on close.
   */
  init?(ctx: AppContext): Promise<void | (() => Promise<void>)>;
  routes(ctx: AppContext): Router;
  /** The posts this feature owns that organizers may review (server/lib/moderation-source.ts). */
  moderation?(ctx: AppContext): ModerationSource;
  /** What of this feature's rows piles up, removed by age by the app's one sweeper. */
  sweeps?(ctx: AppContext): SweepTask[];
}
