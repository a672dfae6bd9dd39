import type { Vendor } from '../../../protocol/planning';
import type { VendorDocument } from './model';

/** A stored vendor as organizers see it: `id`, never `_id`; absent fields left out. */
export function presentVendor(doc: VendorDocument): Vendor {
  return {
    id: doc._id.toString(),
    name: doc.name,
    category: doc.category,
    contactName: doc.contactName ?? undefined,
    phone: doc.phone ?? undefined,
    email: doc.email ?? undefined,
    icon: doc.icon ?? undefined,
  };
}
