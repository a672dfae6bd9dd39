import type { PartyMember } from '../../../protocol/wedding-party';

type SeedMember = Omit<PartyMember, 'id'>;

/**
 * The party the site starts with. Stored once, when the collection is empty; from then on the
 * collection is the truth. No photos: the client shows its default portrait.
 */
export const defaultWeddingParty: SeedMember[] = [
  {
    name: 'Isabella Moreno',
    role: 'Maid of Honor',
    relationship: 'Sister of the bride',
    side: 'bride',
  },
  {
    name: 'Camila Reyes',
    role: 'Bridesmaid',
    relationship: 'Childhood friend of the bride',
    side: 'bride',
  },
  {
    name: 'Hannah Brooks',
    role: 'Bridesmaid',
    relationship: 'College roommate of the bride',
    side: 'bride',
  },
  {
    name: 'Priya Shah',
    role: 'Bridesmaid',
    relationship: 'Friend of the couple since 2017',
    side: 'bride',
  },
  { name: 'Marcus Bennett', role: 'Best Man', relationship: 'Brother of the groom', side: 'groom' },
  {
    name: 'Ethan Park',
    role: 'Groomsman',
    relationship: 'Childhood friend of the groom',
    side: 'groom',
  },
  {
    name: 'Luis Ortega',
    role: 'Groomsman',
    relationship: 'College friend of the groom',
    side: 'groom',
  },
  { name: "James O'Connor", role: 'Groomsman', relationship: 'Cousin of the groom', side: 'groom' },
];
