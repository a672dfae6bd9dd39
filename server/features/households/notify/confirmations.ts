import type { DomainEvents } from '../../../lib/domain-events';
import type { JobContext, JobRunner } from '../../../lib/jobs/runner';
import { insertOnce } from '../../../lib/insert-once';
import { pushDevicesOfGuests } from '../../push/door';
import { contactEntries, pushEntry, type NotifyChannels } from './channels';
import { contextFor, languageOf, messageBase } from './context';
import { deliverEntries } from './deliver';
import { householdFacts } from './facts';
import { confirmationMessages } from './messages';
import { RsvpConfirmationModel, type ChannelEntry, type ConfirmationDocument } from './model';

export const CONFIRMATION_JOB = 'households.confirmation';
/** Answering three events in a minute sends one summary, of all three. */
export const CONFIRMATION_SETTLE_MS = 60_000;

export interface ConfirmationOptions {
  /** How long after an answer the summary goes (later answers within it join the same one). */
  settleMs?: number;
  /** The job type (a test's second process names its own). */
  jobType?: string;
}

interface ConfirmationPlan {
  householdId: string;
  /** The member whose answer started it: the summary is theirs, in their language. */
  guestId: string;
}

/**
 * The summary a guest gets after answering: one background job per household, due a short settle
 * after the first answer (the key holds it, so the answers that follow join it), reading the
 * household's answers when it runs and sending them to the member who answered by e-mail, text and
 * push where each is set up. An organizer answering for a household sends none.
 */
export class RsvpConfirmations {
  private readonly settleMs: number;
  private readonly jobType: string;

  constructor(
    private readonly jobs: JobRunner,
    private readonly channels: NotifyChannels,
    options: ConfirmationOptions = {},
  ) {
    this.settleMs = options.settleMs ?? CONFIRMATION_SETTLE_MS;
    this.jobType = options.jobType ?? CONFIRMATION_JOB;
    jobs.define<ConfirmationPlan>(this.jobType, (plan, job) => this.run(plan, job), {
      concurrency: 2,
      maxAttempts: 5,
      backoffMs: 5_000,
      leaseMs: 60_000,
    });
  }

  listen(events: DomainEvents): void {
    events.on('households.answered', async ({ householdId, by }) => {
      if (by.kind !== 'guest') return;
      const plan = { householdId, guestId: by.guestId };
      const runAt = () => new Date(Date.now() + this.settleMs);
      const queued = await this.jobs.enqueue(this.jobType, plan, {
        key: householdId,
        runAt: runAt(),
      });
      if (queued.created) return;
      // Its summary is being sent and may have read the answers before this one: one more follows.
      if ((await this.jobs.get(queued.id))?.state === 'running')
        await this.jobs.enqueue(this.jobType, plan, { key: `${householdId}:next`, runAt: runAt() });
    });
  }

  private async run(plan: ConfirmationPlan, job: JobContext): Promise<void> {
    const [facts] = await householdFacts([plan.householdId]);
    const guest = facts?.guests.find((member) => member._id.toString() === plan.guestId);
    // The member left the household (or it is gone) since: nobody to confirm to.
    if (!facts || !guest) return;
    const base = await messageBase(this.channels.siteUrl);
    const language = languageOf(guest, base);
    const existing = await this.recordOf(job, plan, language);
    const entries = existing?.channels ?? [
      ...contactEntries(this.channels, [
        { id: plan.guestId, email: guest.email, phone: guest.phone },
      ]),
      ...pushEntry(this.channels, await pushDevicesOfGuests([plan.guestId]), [plan.guestId]),
    ];
    if (!existing)
      await RsvpConfirmationModel.updateOne({ _id: job.id }, { $set: { channels: entries } });
    const messages = confirmationMessages(facts, contextFor(guest, base, language));
    await deliverEntries({
      channels: this.channels,
      entries,
      guests: new Map([[plan.guestId, guest]]),
      messagesFor: () => messages,
      push: {
        key: `rsvp-confirmation:${job.id}`,
        topic: `c${plan.householdId}`,
        id: `rsvp-${plan.householdId}`,
        url: '/#rsvp',
      },
      resumed: job.attempt > 1 ? { since: existing?.at ?? new Date(0) } : null,
      job,
      record: async (index, result) => {
        await RsvpConfirmationModel.updateOne(
          { _id: job.id },
          {
            $set: {
              [`channels.${index}.outcome`]: result.outcome,
              ...(result.reason ? { [`channels.${index}.reason`]: result.reason } : {}),
            },
          },
        );
      },
    });
  }

  /** This job's record: made on its first run; a later run reads what it already sent. */
  private async recordOf(
    job: JobContext,
    plan: ConfirmationPlan,
    language: string,
  ): Promise<(ConfirmationDocument & { channels: ChannelEntry[] }) | null> {
    const fresh = await insertOnce(RsvpConfirmationModel.collection, job.id, {
      householdId: plan.householdId,
      guestId: plan.guestId,
      language,
      at: new Date(),
    });
    if (fresh) return null;
    const doc = await RsvpConfirmationModel.findById(job.id).lean<ConfirmationDocument>();
    // Made by a run that died before it wrote its channels: planned again.
    return doc?.channels?.length ? doc : null;
  }
}
