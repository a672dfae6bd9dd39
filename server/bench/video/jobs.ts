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
  const jobs = {
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
    /** Watches for failed jobs (their reasons), until stopped. */
    watchFailures: (everyMs?: number) => watchFailures(() => jobs.byMoment(), everyMs),
    close: () => client.close(),
  };
  return jobs;
}

/**
 * The reasons of the video jobs that failed, read every `everyMs` (empty while none has): the
 * bench stops with them rather than wait for a video that will never arrive.
 */
function watchFailures(byMoment: () => Promise<Map<string, VideoJobTimes>>, everyMs = 2_000) {
  let reasons = '';
  const timer = setInterval(() => {
    void byMoment().then(
      (jobs) => {
        reasons = [...jobs.values()]
          .filter((job) => job.state === 'failed')
          .map((job) => job.lastError)
          .join('; ');
      },
      () => undefined,
    );
  }, everyMs);
  return {
    get reasons() {
      return reasons;
    },
    stop: () => clearInterval(timer),
  };
}
