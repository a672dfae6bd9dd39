import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One row per write a client sent with an Idempotency-Key. The unique index on (scope, keyHash) is
 * what lets a key be claimed once, whichever process or request gets there first.
 */
const idempotencyRecordSchema = new Schema(
  {
    /** The kind of write, e.g. 'moments.create': one key may not be reused across kinds. */
    scope: { type: String, required: true },
    /** SHA-256 of the client's key: the key itself can derive secrets (a moment's author token). */
    keyHash: { type: String, required: true },
    /** SHA-256 of the request the key was first used with: a different request is refused. */
    requestHash: { type: String, required: true },
    /** 'pending' while the first request runs, 'done' once its answer is kept below. */
    state: { type: String, enum: ['pending', 'done'], required: true },
    /** When the pending write was (last) claimed: a claim left by a crashed process goes stale. */
    claimedAt: { type: Date, required: true },
    /** The original answer, replayed as it was. */
    response: { type: Schema.Types.Mixed },
  },
  {
    collection: 'idempotency_keys',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    minimize: false,
  },
);
idempotencyRecordSchema.index({ scope: 1, keyHash: 1 }, { unique: true });

export type IdempotencyRecord = InferSchemaType<typeof idempotencyRecordSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const IdempotencyRecordModel = mongoose.model('IdempotencyRecord', idempotencyRecordSchema);
