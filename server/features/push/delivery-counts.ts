import type { AnnouncementPushCounts } from '../../../protocol/push';
import { PushDeliveryModel, PushOutcomeModel, type pushOutcomeStatuses } from './model';

/** Counted from the records themselves: exact whichever processes sent them. */
export async function countsOf(announcementId: string): Promise<AnnouncementPushCounts> {
  const [total, outcomes] = await Promise.all([
    PushDeliveryModel.countDocuments({ announcementId }),
    // One read of the outcomes rather than a count per status (each a scan on FerretDB).
    PushOutcomeModel.find({ announcementId }).select({ _id: 0, status: 1 }).lean(),
  ]);
  const counts = { id: announcementId, total, sent: 0, failed: 0, removed: 0 };
  for (const { status } of outcomes) counts[status] += 1;
  return counts;
}

/**
 * An announcement's counts while its delivery runs: read once from the records, then moved on by
 * each outcome this run writes, so the organizers' live counts cost the database nothing (reading
 * them every half second would scan both collections on FerretDB, beside the writes the pushes
 * wait for). One run delivers an announcement at a time; the counts published when it ends are
 * read from the records again, so they are exact even if another run recorded some meanwhile.
 */
export class LiveCounts {
  private constructor(private readonly counts: AnnouncementPushCounts) {}

  /** The counts of a delivery this run just planned (`total` records, none answered yet). */
  static planned(announcementId: string, total: number): LiveCounts {
    return new LiveCounts({ id: announcementId, total, sent: 0, failed: 0, removed: 0 });
  }

  static async read(announcementId: string): Promise<LiveCounts> {
    return new LiveCounts(await countsOf(announcementId));
  }

  /** An outcome this run wrote (not one another run had written first). */
  add(status: (typeof pushOutcomeStatuses)[number]): void {
    this.counts[status] += 1;
  }

  get current(): AnnouncementPushCounts {
    return { ...this.counts };
  }
}

/** Runs `task` at most once per `ms` (trailing), never two at once. */
export function throttled(ms: number, task: () => void | Promise<void>): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    timer ??= setTimeout(() => {
      void Promise.resolve()
        .then(task)
        .catch(() => undefined)
        .finally(() => (timer = undefined));
    }, ms);
  };
}
