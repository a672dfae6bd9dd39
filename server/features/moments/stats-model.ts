import mongoose, { Schema } from 'mongoose';
import { momentTypes } from '../../../protocol/moments';

/**
 * Running totals of the moments, one document per audience: 'all' (what organizers see) and
 * 'public' (what guests see). Kept by `$inc` on every write, so reading the stats never scans the
 * moments (on FerretDB a scan of 2,000 moments takes about a third of a second).
 */
const momentTotalsSchema = new Schema(
  {
    _id: { type: String, enum: ['all', 'public'] },
    totalMoments: { type: Number, default: 0 },
    totalLikes: { type: Number, default: 0 },
    byType: Object.fromEntries(momentTypes.map((type) => [type, { type: Number, default: 0 }])),
  },
  { collection: 'moment_totals', versionKey: false },
);
export const MomentTotalsModel = mongoose.model('MomentTotals', momentTotalsSchema);

/** Moments shared in one clock minute, for `recentMoments`; minutes older than the window are dropped. */
const momentMinuteSchema = new Schema(
  {
    /** The minute, e.g. '2025-08-31T20:41' (UTC). */
    _id: { type: String },
    minute: { type: Date, required: true },
    all: { type: Number, default: 0 },
    public: { type: Number, default: 0 },
  },
  { collection: 'moment_minutes', versionKey: false },
);
momentMinuteSchema.index({ minute: 1 });
export const MomentMinuteModel = mongoose.model('MomentMinute', momentMinuteSchema);
