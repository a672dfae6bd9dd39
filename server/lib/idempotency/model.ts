import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One row per write a client sent with an Idempotency-Key (collection `idempotency_keys`), under
 * the id `<scope>:<key hash>`: claiming a key is one insert, finding it one read by `_id`. The
 * unique index on (scope, keyHash) also holds for rows from before ids were derived (ObjectIds).
 */
const idempotencyRecordSchema = new Schema(
  {
    _id: { type: Schema.Types.Mixed, required: true },
    /** The kind of write, e.g. 'moments.create': one key may not be reused across kinds. */
    scope: { type: String, required: true },
    /** SHA-256 of the client's key: the key itself can derive secrets (a moment's author token). */
    keyHash: { type: String, required: true },
    /** SHA-256 of the request the key was first used with: a different request is refused. */
    requestHash: { type: String, required: true },
    /**
     * 'pending' while the first request runs; its answer is then kept in `idempotency_responses`.
     * Rows written before that kept it here, as 'done' with `response`.
     */
    state: { type: String, enum: ['pending', 'done'], required: true },
    /** When the pending write was (last) claimed: a claim left by a crashed process goes stale. */
    claimedAt: { type: Date, required: true },
    /** The original answer, on rows written before answers had their own collection. */
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

export type IdempotencyRecord = InferSchemaType<typeof idempotencyRecordSchema>;
export const IdempotencyRecordModel = mongoose.model('IdempotencyRecord', idempotencyRecordSchema);

/**
 * The answer of one claim of a key (collection `idempotency_responses`), under the id `<record
 * id>:<claimedAt in ms>`. Kept by an insert, never an update: a claim taken over (its first run
 * presumed dead) has a new claimedAt, so a late answer of the first run lands beside it, unread.
 */
const idempotencyResponseSchema = new Schema(
  {
    _id: { type: String, required: true },
    response: { type: Schema.Types.Mixed },
  },
  {
    collection: 'idempotency_responses',
    versionKey: false,
    timestamps: { createdAt: true, updatedAt: false },
    minimize: false,
  },
);
export const IdempotencyResponseModel = mongoose.model(
  'IdempotencyResponse',
  idempotencyResponseSchema,
);
