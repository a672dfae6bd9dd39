import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { REVIEW_RATING } from '../../../protocol/ar-venue';
import { moderationStatuses } from '../../../protocol/moderation';

/** A venue review; the spec names its creation time `timestamp`. */
const venueReviewSchema = new Schema(
  {
    venueId: { type: String, required: true },
    guestName: { type: String, required: true },
    rating: {
      type: Number,
      min: REVIEW_RATING.min,
      max: REVIEW_RATING.max,
      default: REVIEW_RATING.default,
    },
    comment: { type: String, required: true },
    isAR: { type: Boolean, default: false },
    /** Moderation; reviews stored before moderation have none and are published. */
    status: { type: String, enum: moderationStatuses, default: 'published' },
  },
  {
    collection: 'venue_reviews',
    versionKey: false,
    timestamps: { createdAt: 'timestamp', updatedAt: false },
  },
);
venueReviewSchema.index({ venueId: 1, timestamp: -1 });

export type VenueReviewDocument = InferSchemaType<typeof venueReviewSchema> & {
  _id: mongoose.Types.ObjectId;
  timestamp: Date;
};
export const VenueReviewModel = mongoose.model('VenueReview', venueReviewSchema);
