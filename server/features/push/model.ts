import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const createdOnly = { createdAt: true, updatedAt: false } as const;

/**
 * A phone's Web Push subscription: the push service's endpoint (unique: the same one subscribed
 * again updates its record) and the keys its messages are encrypted for. It belongs to the device
 * identity that stored it and, while a guest is signed in there, to that guest (whose RSVP status
 * and language decide what it gets).
 */
const pushSubscriptionSchema = new Schema(
  {
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    deviceId: { type: String, required: true },
    guestId: { type: String, default: null },
    /** The page's language when it subscribed: for a phone no signed-in guest speaks for. */
    language: { type: String, default: null },
    expirationTime: { type: Date, default: null },
    /** Subscribed, renewed or sent to: swept PUSH_SUBSCRIPTION_KEEP_DAYS after the last. */
    lastUsedAt: { type: Date, required: true },
  },
  { collection: 'push_subscriptions', versionKey: false, timestamps: true },
);
pushSubscriptionSchema.index({ endpoint: 1 }, { unique: true });
pushSubscriptionSchema.index({ deviceId: 1, updatedAt: -1 });
pushSubscriptionSchema.index({ guestId: 1 });
pushSubscriptionSchema.index({ lastUsedAt: 1 });

export type PushSubscriptionDocument = InferSchemaType<typeof pushSubscriptionSchema> & {
  _id: mongoose.Types.ObjectId;
  updatedAt: Date;
};
export const PushSubscriptionModel = mongoose.model('PushSubscription', pushSubscriptionSchema);

/**
 * One push of one announcement (or one reminder) to one subscription, written when the delivery
 * starts (unique per announcement and subscription, so a resumed delivery finds them instead of
 * adding more) with the text that subscription gets. Written once and never updated: what the push
 * service made of it is a record of its own in push_outcomes.
 */
const pushDeliverySchema = new Schema(
  {
    /** The announcement's id, or a reminder's key `reminder:<event id>:<start ISO>`. */
    announcementId: { type: String, required: true },
    subscriptionId: { type: Schema.Types.ObjectId, required: true },
    endpoint: { type: String, required: true },
    p256dh: { type: String, required: true },
    auth: { type: String, required: true },
    /** The payload (protocol/push pushPayloadSchema) as JSON, in its guest's language. */
    payload: { type: String, required: true },
  },
  { collection: 'push_deliveries', versionKey: false, timestamps: createdOnly },
);
pushDeliverySchema.index({ announcementId: 1, subscriptionId: 1 }, { unique: true });
// No index on createdAt: swept by `_id` (made when the record was planned), which is indexed anyway;
// each index is one more write per push on FerretDB (sweeps.ts).

export type PushDeliveryDocument = InferSchemaType<typeof pushDeliverySchema> & {
  _id: mongoose.Types.ObjectId;
};
export const PushDeliveryModel = mongoose.model('PushDelivery', pushDeliverySchema);

export const pushOutcomeStatuses = ['sent', 'failed', 'removed'] as const;

/**
 * What the push service made of one push: inserted once it answered, under its delivery record's
 * `_id`, so each push has at most one outcome and the first written is kept (an insert, not an
 * update: FerretDB spends milliseconds on each document it updates, and inserts need no lookup).
 * `failed` with reason `expired` is a reminder whose time passed before it went. A delivery record
 * without an outcome is a push still to send (or one whose run died: see the send log).
 */
const pushOutcomeSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    announcementId: { type: String, required: true },
    subscriptionId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, enum: pushOutcomeStatuses, required: true },
    reason: { type: String },
    attempts: { type: Number, required: true },
  },
  { collection: 'push_outcomes', versionKey: false, timestamps: createdOnly },
);
pushOutcomeSchema.index({ announcementId: 1, status: 1 });

export type PushOutcomeDocument = InferSchemaType<typeof pushOutcomeSchema>;
export const PushOutcomeModel = mongoose.model('PushOutcome', pushOutcomeSchema);

/**
 * The send log: every push is claimed here, under its delivery record's `_id` (so one run claims
 * it), before it is handed to the push service. A claim whose delivery has no outcome is a push
 * whose fate is unknown (its process died mid-send); delivery.ts sends it again under the same
 * Topic. `createdAt` is when it was claimed (or claimed again). (Named apart from `push_sends`,
 * which kept claims in a field under a unique index of its own: a database that has that index
 * would refuse every claim after the first.)
 */
const pushSendSchema = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true } },
  { collection: 'push_send_log', versionKey: false, timestamps: createdOnly },
);
export const PushSendModel = mongoose.model('PushSend', pushSendSchema);

/** The generated VAPID key pair, made once (lib/insert-once) when none is configured. */
const pushKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
  },
  { collection: 'push_keys', versionKey: false, timestamps: true },
);
export const PushKeyModel = mongoose.model('PushKey', pushKeySchema);

/**
 * An announcement (or a reminder, `reminder:<event id>:<start ISO>`) whose delivery records are
 * all written: planned once, however often run.
 */
const pushPlanSchema = new Schema(
  { _id: { type: String, required: true } },
  { collection: 'push_plans', versionKey: false, timestamps: true },
);
export const PushPlanModel = mongoose.model('PushPlan', pushPlanSchema);
