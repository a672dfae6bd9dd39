import { z } from 'zod';
import { SEATING_MESSAGES } from './seating-tables';

/** Whether guests may see the seating (their own table, and the search by name). */
export const seatingPublicationSchema = z.object({ published: z.boolean() });
export type SeatingPublication = z.infer<typeof seatingPublicationSchema>;

/** The one thing a guest learns about the chart: a table's number and name. */
export const seatPlaceSchema = z.object({ tableNumber: z.number().int(), tableName: z.string() });
export type SeatPlace = z.infer<typeof seatPlaceSchema>;

/** 'Your table': the signed-in guest's own seat, once the seating is published. */
export const mySeatSchema = z.object({
  published: z.boolean(),
  /** Signed in with an invite code (the server knows who is asking). */
  signedIn: z.boolean(),
  table: seatPlaceSchema.nullable(),
});
export type MySeat = z.infer<typeof mySeatSchema>;

export const SEAT_SEARCH_LIMIT = 5;
/** Words of a name as a guest types it: at least a first and a last name to find a seat. */
export const nameWords = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** A full name, never a fragment: the finder answers one guest, not a scan of the chart. */
export const seatSearchQuerySchema = z.object({
  name: z
    .string({ error: SEATING_MESSAGES.fullNameRequired })
    .trim()
    .max(100, SEATING_MESSAGES.tooLong(100))
    .refine((name) => nameWords(name).length >= 2, SEATING_MESSAGES.fullNameRequired),
});
export const seatSearchResultSchema = z.object({
  published: z.boolean(),
  matches: z.array(seatPlaceSchema.extend({ guestName: z.string() })),
});
export type SeatSearchResult = z.infer<typeof seatSearchResultSchema>;
