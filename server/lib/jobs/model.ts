import mongoose, { Schema, type InferSchemaType } from 'mongoose';

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/**
 * One background job. `generation` is the number of the claim that last ran it (see claims below);
 * `leaseUntil` mirrors that claim's lease so that a lapsed one is found by a plain query. Written
 * only by the holder of the current claim (and by the claim that takes a lapsed one over), every
 * write conditional on the generation.
 */
const jobSchema = new Schema(
  {
    type: { type: String, required: true },
    /** At most one queued or running job per (type, key): see job_keys. */
    key: { type: String, default: null },
    payload: { type: Schema.Types.Mixed, default: null },
    state: { type: String, enum: jobStates, required: true },
    /** Runs started (a run abandoned by a stopping process gives its attempt back). */
    attempts: { type: Number, default: 0 },
    runAt: { type: Date, required: true },
    generation: { type: Number, default: 0 },
    owner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    lastError: { type: String, default: null },
    finishedAt: { type: Date, default: null },
  },
  { collection: 'jobs', versionKey: false, timestamps: true },
);
jobSchema.index({ type: 1, state: 1, runAt: 1 });
jobSchema.index({ type: 1, state: 1, leaseUntil: 1 });
jobSchema.index({ state: 1, finishedAt: 1 });

export type JobDocument = InferSchemaType<typeof jobSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const JobModel = mongoose.model('Job', jobSchema);

/**
 * Who runs a job: claim number n of a job is the document `<jobId>:<n>`, inserted under its unique
 * _id, so exactly one process gets each number, on MongoDB and on FerretDB 1.x alike (where a
 * conditional update is not exclusive: it reads, then writes the whole document back). The claim
 * carries the lease its holder renews; only that holder writes it. A claim with a higher number
 * for the same job means the holder lost it.
 */
const jobClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    jobId: { type: Schema.Types.ObjectId, required: true },
    generation: { type: Number, required: true },
    owner: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    /** Given back by its holder (finished, retried later, or the process stopping). */
    released: { type: Boolean, default: false },
  },
  {
    collection: 'job_claims',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
  },
);
jobClaimSchema.index({ jobId: 1, generation: -1 });
jobClaimSchema.index({ createdAt: 1 });
export const JobClaimModel = mongoose.model('JobClaim', jobClaimSchema);

/**
 * The dedupe key of a live job: `<type>:<key>` → its job, inserted before the job (an insert is
 * exclusive) and removed when the job is done or failed, so a second enqueue of the same key while
 * the first is queued or running answers the first.
 */
const jobKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    jobId: { type: Schema.Types.ObjectId, required: true },
    claimedAt: { type: Date, required: true },
  },
  { collection: 'job_keys', versionKey: false },
);
export const JobKeyModel = mongoose.model('JobKey', jobKeySchema);
