import { z } from 'zod';
import { optionalEmail } from './form-fields';
import { endpoint, idParams } from './http';
import { PLANNING_MESSAGES, vendorBodySchema, vendorSchema, type Vendor } from './planning';
import { defineMessages } from './messages';

export const VENDOR_MESSAGES = defineMessages('vendor', {
  phoneInvalid: 'Please enter a valid phone number',
  iconInvalid: 'Choose one of the listed icons',
  notFound: 'This vendor does not exist (it may have been deleted).',
});

/** The icons an organizer can give a vendor (lucide names), shown beside the name. */
export const VENDOR_ICONS = [
  'store',
  'camera',
  'video',
  'utensils',
  'cake',
  'flower',
  'music',
  'mic',
  'building',
  'car',
  'shirt',
  'scissors',
  'sparkles',
  'gem',
  'mail',
  'church',
] as const;
export type VendorIcon = (typeof VENDOR_ICONS)[number];

/** Suggested categories (free text is allowed: a couple may have a calligrapher). */
export const VENDOR_CATEGORY_SUGGESTIONS = [
  'Venue',
  'Catering',
  'Photography',
  'Videography',
  'Florist',
  'Music',
  'Cake',
  'Attire',
  'Beauty',
  'Transport',
  'Officiant',
  'Stationery',
] as const;

/** Digits with the usual separators, at least five digits, so a `tel:` link dials it. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const phone = z
  .string()
  .trim()
  .max(40, PLANNING_MESSAGES.tooLong(40))
  .refine(
    (value) => value === '' || (PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 5),
    VENDOR_MESSAGES.phoneInvalid,
  )
  .optional()
  .transform((value) => value || undefined);

/**
 * What the vendor form sends: the data model's fields, where an emptied field (e-mail, phone,
 * icon) means "none" so an edit can clear it.
 */
export const vendorInputSchema = vendorBodySchema.extend({
  email: optionalEmail(PLANNING_MESSAGES.emailInvalid).transform((value) => value?.toLowerCase()),
  phone,
  icon: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (VENDOR_ICONS as readonly string[]).includes(value),
      VENDOR_MESSAGES.iconInvalid,
    )
    .optional()
    .transform((value) => (value || undefined) as VendorIcon | undefined),
});
export type VendorInput = z.input<typeof vendorInputSchema>;

export const vendorDeletedSchema = z.object({ id: z.string() });

/** The CSV export shows what the list shows: the same category filter and search. */
export const vendorExportQuerySchema = z.object({
  category: z.string().trim().max(60).optional(),
  q: z.string().trim().max(120).optional(),
  /** The language of the column titles. */
  lang: z.enum(['en', 'es']).default('en'),
});

export const VENDOR_CSV_FILE_NAME = 'vendors.csv';

export const vendorsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/vendors',
    access: 'organizer',
    response: z.array(vendorSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/vendors',
    access: 'organizer',
    body: vendorInputSchema,
    response: vendorSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/vendors/:id',
    access: 'organizer',
    params: idParams,
    body: vendorInputSchema,
    response: vendorSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/vendors/:id',
    access: 'organizer',
    params: idParams,
    response: vendorDeletedSchema,
  }),
  /** text/csv with a UTF-8 byte-order mark (the body is the file, not JSON). */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/vendors/export.csv',
    access: 'organizer',
    query: vendorExportQuerySchema,
    response: z.string(),
  }),
};

export type VendorFilter = { category?: string; q?: string };

/** Lower case without accents, so 'jose' finds 'José'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The list's filter, shared by the screen and the CSV export so both show the same rows. */
export function matchesVendor(vendor: Vendor, filter: VendorFilter): boolean {
  if (filter.category && folded(vendor.category) !== folded(filter.category)) return false;
  const query = filter.q ? folded(filter.q.trim()) : '';
  if (!query) return true;
  return [vendor.name, vendor.category, vendor.contactName, vendor.phone, vendor.email].some(
    (field) => field !== undefined && folded(field).includes(query),
  );
}

/** Alphabetical by category, then name, in the organizer's language. */
export function compareVendors(a: Vendor, b: Vendor, locale?: string): number {
  return (
    a.category.localeCompare(b.category, locale, { sensitivity: 'base' }) ||
    a.name.localeCompare(b.name, locale, { sensitivity: 'base' })
  );
}
