import { isValidObjectId } from 'mongoose';
import type { z } from 'zod';
import type { Vendor } from '../../../protocol/planning';
import {
  VENDOR_MESSAGES,
  compareVendors,
  matchesVendor,
  type VendorFilter,
  type vendorInputSchema,
} from '../../../protocol/vendors';
import { notFound } from '../../lib/http/errors';
import type { RealtimeHub } from '../../lib/realtime/hub';
import { VendorModel, type VendorDocument } from './model';
import { presentVendor } from './present';

type VendorInput = z.output<typeof vendorInputSchema>;

const OPTIONAL_FIELDS = ['contactName', 'phone', 'email', 'icon'] as const;

/** Sets what was given and removes the optional fields the organizer emptied. */
function replacement(input: VendorInput) {
  const $unset: Record<string, ''> = {};
  for (const field of OPTIONAL_FIELDS) if (input[field] === undefined) $unset[field] = '';
  const $set = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return Object.keys($unset).length ? { $set, $unset } : { $set };
}

/**
 * The couple's suppliers. Each change is pushed on the organizer-only `vendors` topic after it is
 * stored, so every organizer screen shows the same list.
 */
export class VendorsService {
  constructor(private readonly hub: RealtimeHub) {}

  async list(filter: VendorFilter = {}): Promise<Vendor[]> {
    const docs = await VendorModel.find().lean<VendorDocument[]>();
    return docs
      .map(presentVendor)
      .filter((vendor) => matchesVendor(vendor, filter))
      .sort((a, b) => compareVendors(a, b));
  }

  async create(input: VendorInput): Promise<Vendor> {
    const doc = await VendorModel.create(input);
    const vendor = presentVendor(doc.toObject() as VendorDocument);
    this.hub.publish('vendors', 'vendor:saved', vendor);
    return vendor;
  }

  async update(id: string, input: VendorInput): Promise<Vendor> {
    if (!isValidObjectId(id)) throw notFound(VENDOR_MESSAGES.notFound);
    const doc = await VendorModel.findOneAndUpdate({ _id: id }, replacement(input), {
      new: true,
    }).lean<VendorDocument>();
    if (!doc) throw notFound(VENDOR_MESSAGES.notFound);
    const vendor = presentVendor(doc);
    this.hub.publish('vendors', 'vendor:saved', vendor);
    return vendor;
  }

  async remove(id: string): Promise<{ id: string }> {
    const { deletedCount } = isValidObjectId(id)
      ? await VendorModel.deleteOne({ _id: id })
      : { deletedCount: 0 };
    if (deletedCount !== 1) throw notFound(VENDOR_MESSAGES.notFound);
    this.hub.publish('vendors', 'vendor:deleted', { id });
    return { id };
  }
}
