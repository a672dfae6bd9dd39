import { describe, expect, it } from 'vitest';
import type { Vendor } from './planning';
import { matchesVendor, vendorInputSchema } from './vendors';

const dulce: Vendor = {
  id: '1',
  name: 'Pastelería La Dulce',
  category: 'Cake',
  contactName: 'Begoña Núñez',
  phone: '+34 600 123 456',
  email: 'hola@ladulce.example',
};

describe('vendors', () => {
  it('finds a vendor by any field, ignoring case and accents, within a category', () => {
    expect(matchesVendor(dulce, { q: 'NUNEZ' })).toBe(true);
    expect(matchesVendor(dulce, { q: 'pasteleria' })).toBe(true);
    expect(matchesVendor(dulce, { q: '600 123' })).toBe(true);
    expect(matchesVendor(dulce, { category: 'cake', q: 'dulce' })).toBe(true);
    expect(matchesVendor(dulce, { category: 'Florist' })).toBe(false);
    expect(matchesVendor(dulce, { q: 'florist' })).toBe(false);
  });

  it('treats emptied optional fields as none and lower-cases the e-mail', () => {
    expect(
      vendorInputSchema.parse({
        name: ' Flores ',
        category: 'Florist',
        contactName: '',
        phone: '',
        email: ' Hola@Flores.Example ',
        icon: '',
      }),
    ).toEqual({ name: 'Flores', category: 'Florist', email: 'hola@flores.example' });
    expect(vendorInputSchema.safeParse({ name: 'A', category: 'B', phone: '12' }).success).toBe(
      false,
    );
  });
});
