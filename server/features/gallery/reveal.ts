import { createHash } from 'node:crypto';
import type { GalleryPhoto } from '../../../protocol/gallery';
import {
  REVEAL_MESSAGES,
  type RevealSettings,
  type RevealState,
} from '../../../protocol/gallery-reveal';
import { conflict } from '../../lib/http/errors';
import type { Logger } from '../../lib/logger';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { RecentRead } from '../../lib/recent-read';
import { slotsTaken, takeSlot } from '../../lib/slots';
import { GallerySettingsModel } from './model';

const SETTINGS_ID = 'current';
/** How often a process reads the settings again, for a reveal time another process set. */
const RESCHEDULE_EVERY_MS = 15_000;
/** setTimeout's longest delay; a later reveal is scheduled again when it comes closer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A phone's shots are never given back: one period for the whole wedding. */
const SHOTS_PERIOD = 'wedding';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Counted by the device's hash, the one a gallery photo stores (uploads.ts). */
const shotsScope = (deviceHash: string) => `gallery-shots:${deviceHash}`;

interface StoredSettings {
  revealAt?: Date | null;
  shotsPerGuest?: number | null;
}

async function readSettings(): Promise<RevealSettings> {
  const stored = await GallerySettingsModel.findById(SETTINGS_ID).lean<StoredSettings>();
  return {
    revealAt: stored?.revealAt ? stored.revealAt.toISOString() : null,
    shotsPerGuest: stored?.shotsPerGuest ?? null,
  };
}

const heldBack = (settings: RevealSettings, now = Date.now()) =>
  settings.revealAt !== null && Date.parse(settings.revealAt) > now;

/**
 * The disposable-camera mode: until the reveal, photos guests add are kept from every screen but
 * their own phone's (the projector shows how many wait); at the reveal every open page and the
 * projector are told at once, by exactly one process. Also counts each phone's shots.
 */
export class GalleryReveal {
  private readonly known = new RecentRead(readSettings, 1_000);
  private timer: NodeJS.Timeout | undefined;
  private rescheduler: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: RealtimeHub,
    private readonly logger: Logger,
    /** How many photos guests would see now (the gallery's list, its own and others'). */
    private readonly countShown: () => Promise<number>,
  ) {}

  settings(): Promise<RevealSettings> {
    return this.known.get();
  }

  async isHidden(): Promise<boolean> {
    return heldBack(await this.settings());
  }

  async state(): Promise<RevealState> {
    const settings = await this.settings();
    const hidden = heldBack(settings);
    return {
      hidden,
      revealAt: settings.revealAt,
      waiting: hidden ? await this.countShown() : 0,
      shotsPerGuest: settings.shotsPerGuest,
    };
  }

  async save(changes: Partial<RevealSettings>): Promise<RevealSettings> {
    const $set: Record<string, unknown> = {};
    if (changes.shotsPerGuest !== undefined) $set.shotsPerGuest = changes.shotsPerGuest;
    if (changes.revealAt !== undefined) {
      const revealAt = changes.revealAt === null ? null : new Date(changes.revealAt);
      $set.revealAt = revealAt;
      // Opened now (or cleared): this answer announces it, so no timer announces it again.
      if (revealAt === null || revealAt.getTime() <= Date.now()) $set.announcedRevealAt = revealAt;
    }
    await GallerySettingsModel.updateOne({ _id: SETTINGS_ID }, { $set }, { upsert: true });
    this.known.forget();
    await this.publishState();
    this.schedule();
    return this.settings();
  }

  /** A photo guests may now see: on every screen at once, or counted while the gallery waits. */
  async shown(photo: GalleryPhoto): Promise<void> {
    if (await this.isHidden()) await this.publishState();
    else this.hub.publish('gallery', 'gallery:photo-added', photo);
  }

  async removed(id: string): Promise<void> {
    if (await this.isHidden()) await this.publishState();
    else this.hub.publish('gallery', 'gallery:photo-removed', { id });
  }

  /** Shots this phone has left; null without a limit. */
  async shotsLeft(deviceId: string | undefined): Promise<number | null> {
    const { shotsPerGuest } = await this.settings();
    if (shotsPerGuest === null) return null;
    if (!deviceId) return 0;
    const taken = await slotsTaken(shotsScope(sha256(deviceId)), SHOTS_PERIOD);
    return Math.max(0, shotsPerGuest - taken);
  }

  /** Refuses a phone with no shot left (409), before its photo is processed. */
  async ensureShotLeft(deviceId: string | undefined): Promise<void> {
    const { shotsPerGuest } = await this.settings();
    if (shotsPerGuest !== null && (await this.shotsLeft(deviceId)) === 0)
      throw conflict(REVEAL_MESSAGES.noShotsLeft(shotsPerGuest));
  }

  /**
   * Takes one shot for a photo about to be recorded: an insert under a unique key, so two photos
   * confirmed at the same instant cannot both take the last one (on any process).
   */
  async takeShot(deviceHash: string | undefined): Promise<void> {
    const { shotsPerGuest } = await this.settings();
    if (shotsPerGuest === null) return;
    const taken =
      deviceHash && (await takeSlot(shotsScope(deviceHash), SHOTS_PERIOD, shotsPerGuest));
    if (!taken) throw conflict(REVEAL_MESSAGES.noShotsLeft(shotsPerGuest));
  }

  /** Watches for the reveal time, this process's and (re-read now and then) another's. */
  start(): void {
    this.schedule();
    this.rescheduler = setInterval(() => {
      this.known.forget();
      this.schedule();
    }, RESCHEDULE_EVERY_MS);
    this.rescheduler.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    clearInterval(this.rescheduler);
    this.timer = undefined;
    this.rescheduler = undefined;
  }

  private async publishState(): Promise<void> {
    this.hub.publish('gallery', 'gallery:reveal', await this.state());
  }

  private schedule(): void {
    this.settings()
      .then((settings) => {
        clearTimeout(this.timer);
        if (settings.revealAt === null) return;
        const wait = Date.parse(settings.revealAt) - Date.now();
        this.timer = setTimeout(
          () => void this.announceIfDue(settings.revealAt as string),
          Math.min(Math.max(wait, 0), LONGEST_TIMER_MS),
        );
        this.timer.unref();
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'reading the reveal failed'));
  }

  /** At the reveal time: the first process to mark it announced pushes the gallery open. */
  private async announceIfDue(revealAt: string): Promise<void> {
    const at = new Date(revealAt);
    if (at.getTime() > Date.now()) return this.schedule();
    try {
      const { modifiedCount } = await GallerySettingsModel.updateOne(
        { _id: SETTINGS_ID, revealAt: at, announcedRevealAt: { $ne: at } },
        { $set: { announcedRevealAt: at } },
      );
      this.known.forget();
      if (modifiedCount === 1) await this.publishState();
    } catch (error) {
      this.logger.warn({ err: error }, 'announcing the reveal failed');
    }
  }
}
