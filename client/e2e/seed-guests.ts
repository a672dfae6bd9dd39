import { MongoClient } from 'mongodb';

/** A guest-list row as the organizers' CSV import writes it; the rest takes the import's defaults. */
export interface InvitedGuest {
  firstName: string;
  lastName: string;
  email: string;
  inviteCode: string;
  phone?: string;
}

/**
 * Invited guests written straight into the app's own database, as an import would: an end-to-end
 * test about signing in need not drive the dashboard first. Answers their ids, in order.
 */
export async function seedInvitedGuests(
  mongoUri: string,
  guests: readonly InvitedGuest[],
): Promise<string[]> {
  const client = new MongoClient(mongoUri);
  try {
    const now = new Date();
    const { insertedIds } = await client
      .db()
      .collection('guest_list')
      .insertMany(
        guests.map((guest) => ({
          rsvpStatus: 'pending',
          plusOne: false,
          category: 'friends',
          invitationSent: true,
          isAuthenticated: false,
          createdAt: now,
          updatedAt: now,
          ...guest,
        })),
      );
    return guests.map((_, index) => insertedIds[index]!.toString());
  } finally {
    await client.close();
  }
}
