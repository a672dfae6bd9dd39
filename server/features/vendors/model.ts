import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One supplier of the wedding, in the organizers' vendor list. */
const vendorSchema = new Schema(
  {
    name: { type: String, required: true },
    category: { type: String, required: true },
    contactName: String,
    phone: String,
    email: String,
    icon: String,
  },
  { collection: 'vendors', versionKey: false },
);
export type VendorDocument = InferSchemaType<typeof vendorSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const VendorModel = mongoose.model('Vendor', vendorSchema);
