/**
 * When the app's job runner began and finished each video's job, read from its database (the
 * `jobs` and `job_claims` collections of server/lib/jobs): a clip's site time starts when its job
 * is claimed, not when it was posted, since one clip is made at a time and the others wait.
 */
import { MongoClient, type ObjectId } from 'mongodb';
import { VIDEO_JOB } from '../../features/gallery/video-posts';

export interface VideoJobTimes {
  state: string;
  /** Epoch ms of the job's first claim, and of its end. */
  claimedAt?: number;
  finishedAt?: number;
  lastError?: string;
}

export function videoJobs(mongoUri: string) {
  const client = new MongoClient(mongoUri, { serverSelectionTimeoutMS: 5_000 });
  const db = client.db();
  return {
    /** The video jobs by the id of the moment each makes. */
    async byMoment(): Promise<Map<string, VideoJobTimes>> {
      const jobs = await db
        .collection<{
          _id: ObjectId;
          payload: { kind: string; id: string };
          state: string;
          finishedAt: Date | null;
          lastError: string | null;
        }>('jobs')
        .find({ type: VIDEO_JOB })
        .toArray();
      const claims = await db
        .collection<{ jobId: ObjectId; generation: number; createdAt: Date }>('job_claims')
        .find({ jobId: { $in: jobs.map((job) => job._id) } })
        .toArray();
      const firstClaim = new Map<string, number>();
      for (const claim of claims) {
        const id = claim.jobId.toString();
        const at = claim.createdAt.getTime();
        firstClaim.set(id, Math.min(at, firstClaim.get(id) ?? at));
      }
      return new Map(
        jobs
          .filter((job) => job.payload.kind === 'moment')
          .map((job) => [
            job.payload.id,
            {
              state: job.state,
              claimedAt: firstClaim.get(job._id.toString()),
              finishedAt: job.finishedAt?.getTime(),
              lastError: job.lastError ?? undefined,
            },
          ]),
      );
    },
    close: () => client.close(),
  };
}
