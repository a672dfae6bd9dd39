import type { Types } from 'mongoose';
import { isDuplicateKey } from '../http/errors';
import { JobClaimModel, JobModel, type JobDocument } from './model';

/** Running jobs looked at per pass: held ones are skipped, so enough to reach a lapsed one. */
const RUNNING_LOOKED_AT = 50;

export const claimIdOf = (jobId: Types.ObjectId, generation: number) =>
  `${jobId.toString()}:${generation}`;

/**
 * The due jobs of a type, then the running ones whose first lease has passed. Those are only
 * candidates: the job's `leaseUntil` is the one its claim started with, never renewed there (a
 * renewal written on the job could undo another write on FerretDB); the claim's own lease decides.
 */
export async function findClaimable(type: string, now: Date, limit: number) {
  const due = await JobModel.find({ type, state: 'queued', runAt: { $lte: now } })
    .sort({ runAt: 1, _id: 1 })
    .limit(limit)
    .lean<JobDocument[]>();
  const lapsed = await JobModel.find({ type, state: 'running', leaseUntil: { $lt: now } })
    .sort({ leaseUntil: 1, _id: 1 })
    .limit(RUNNING_LOOKED_AT)
    .lean<JobDocument[]>();
  return [...due, ...lapsed];
}

/**
 * Claims a job found claimable: answers it as this owner now runs it (state `running`, the new
 * generation, attempts one more), or null when someone else holds or took it. The exclusive step
 * is the insert of the next claim number; the job's own fields are only a hint of that number (a
 * whole-document write on FerretDB may have set them back), so the newest claim decides too.
 */
export async function claimJob(
  job: JobDocument,
  owner: string,
  leaseMs: number,
): Promise<JobDocument | null> {
  const latest = await JobClaimModel.findOne({ jobId: job._id })
    .sort({ generation: -1 })
    .lean<{ generation: number; leaseUntil: Date; released?: boolean }>();
  const now = Date.now();
  if (latest && !latest.released && latest.leaseUntil.getTime() > now) return null;
  const generation = Math.max(job.generation ?? 0, latest?.generation ?? 0) + 1;
  const leaseUntil = new Date(now + leaseMs);
  try {
    await JobClaimModel.collection.insertOne({
      _id: claimIdOf(job._id, generation) as never,
      jobId: job._id,
      generation,
      owner,
      leaseUntil,
      released: false,
      createdAt: new Date(now),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return null;
    throw error;
  }
  const attempts = (job.attempts ?? 0) + 1;
  const claimed = await JobModel.findOneAndUpdate(
    // The attempts read are in the filter: a set of the next value, never an $inc.
    { _id: job._id, state: { $in: ['queued', 'running'] }, attempts: job.attempts ?? 0 },
    { $set: { state: 'running', generation, owner, leaseUntil, attempts } },
    { new: true },
  ).lean<JobDocument>();
  if (!claimed) {
    // Finished or changed meanwhile: give the number back so the next claim is not delayed.
    await JobClaimModel.updateOne(
      { _id: claimIdOf(job._id, generation) },
      { $set: { released: true, leaseUntil: new Date() } },
    );
    return null;
  }
  return claimed;
}
