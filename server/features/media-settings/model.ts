import mongoose, { Schema } from 'mongoose';

export const VIDEO_SETTINGS_ID = 'current';

/**
 * The organizers' video settings: one document. A field never saved is the operator's ceiling
 * (the environment's value), so a fresh site takes videos up to what the server allows.
 */
const videoSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    accepting: Boolean,
    maxSeconds: Number,
    maxMb: Number,
    mbPerDeviceHour: Number,
  },
  { collection: 'video_settings', versionKey: false, timestamps: true },
);
export const VideoSettingsModel = mongoose.model('VideoSettings', videoSettingsSchema);
