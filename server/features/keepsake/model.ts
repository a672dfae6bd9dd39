import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import {
  keepsakeJobStates,
  keepsakeNameModes,
  keepsakePaperSizes,
  keepsakePhases,
} from '../../../protocol/keepsake';

/**
 * One keepsake build. `holder` names who builds it: a process that takes a stalled build over
 * bumps `restarts` and builds under that number, so the old holder's next write (lease renewal,
 * progress) matches nothing and it stops. `storageKey` is private: never presented.
 */
const keepsakeJobSchema = new Schema(
  {
    state: { type: String, enum: keepsakeJobStates, required: true },
    phase: { type: String, enum: keepsakePhases, required: true },
    done: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    options: {
      names: { type: String, enum: keepsakeNameModes, required: true },
      paper: { type: String, enum: keepsakePaperSizes, required: true },
      bleed: { type: Boolean, default: false },
    },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    sizeBytes: { type: Number, default: null },
    missingFiles: { type: Number, default: 0 },
    restarts: { type: Number, default: 0 },
    error: { type: String, default: null },
    storageKey: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { collection: 'keepsake_jobs', versionKey: false },
);
keepsakeJobSchema.index({ startedAt: -1 });
keepsakeJobSchema.index({ state: 1, leaseUntil: 1 });

export type KeepsakeJobDocument = InferSchemaType<typeof keepsakeJobSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const KeepsakeJobModel = mongoose.model('KeepsakeJob', keepsakeJobSchema);

/** The lock document's one id. */
export const KEEPSAKE_LOCK_ID = 'build';

/**
 * Who may build: one document whose `jobId` is the running build's, claimed by a conditional
 * update (or its first insert, which the `_id` makes unique), so two starts at once, from any
 * processes, make one build. A separate document from the job and the settings: FerretDB writes
 * an update back whole, so documents written by different hands are kept apart.
 */
const keepsakeLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    jobId: { type: Schema.Types.ObjectId, default: null },
    /** When `jobId` took the lock: its job document is written just after. */
    claimedAt: { type: Date, default: null },
  },
  { collection: 'keepsake_lock', versionKey: false },
);
export const KeepsakeLockModel = mongoose.model('KeepsakeLock', keepsakeLockSchema);

export const KEEPSAKE_SETTINGS_ID = 'keepsake';

/** The organizers' keepsake switches: one document (absent means the defaults). */
const keepsakeSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    guestDownloads: { type: Boolean, default: false },
  },
  { collection: 'keepsake_settings', versionKey: false, timestamps: true },
);
export const KeepsakeSettingsModel = mongoose.model('KeepsakeSettings', keepsakeSettingsSchema);

/**
 * A guest's own download under way, one per identity across every process (`_id`: a hash of the
 * guest or device, never the raw id), held under a lease the download renews while it streams.
 */
const myPostsLockSchema = new Schema(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
  },
  { collection: 'keepsake_download_locks', versionKey: false },
);
export const MyPostsLockModel = mongoose.model('KeepsakeDownloadLock', myPostsLockSchema);
