import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './form-fields';
import { isoDate } from './http';
import { requireOneVersion } from './localized';
import { defineMessages } from './messages';

/** The organizers' event form. */
export const TIMELINE_EVENT_MESSAGES = defineMessages('timelineEvent', {
  titleRequired: 'Title is required',
  timeInvalid: 'Enter a time such as 15:30',
  durationInvalid: 'Duration must be between 5 and 720 minutes',
  orderInvalid: 'List every event exactly once',
  stateConflict: 'This message is already in that state.',
  /** The same words as a guest message's limit (PARTICIPATION_MESSAGES.tooLong). */
  tooLong: FIELD_MESSAGES.tooLong,
});

/** The longest texts of an event, the same in both languages. */
export const TIMELINE_EVENT_LIMITS = { title: 120, description: 1000, location: 200 } as const;

export const TIMELINE_EVENT_DEFAULTS = {
  duration: 30,
  icon: 'heart',
  isInteractive: false,
  allowGuestMessages: false,
  allowPhotoUploads: false,
  remind: false,
  sortOrder: 0,
} as const;

export const timelineCategories = ['ceremony', 'reception', 'photos', 'party', 'special'] as const;
export type TimelineCategory = (typeof timelineCategories)[number];
export const timelineIcons = [
  'heart',
  'clock',
  'users',
  'camera',
  'music',
  'utensils',
  'sparkles',
  'coffee',
  'cake',
  'party',
  'crown',
  'gift',
  'star',
] as const;
export type TimelineIcon = (typeof timelineIcons)[number];

/**
 * A moment of the wedding day (collection `timeline_events`), as the server answers it. Its texts
 * come in English (the spec's fields) and Spanish (`…Es`, see localized.ts); an event written in
 * Spanish only has an empty `title`, and events stored before Spanish existed have no `…Es`.
 */
export const timelineEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleEs: z.string().optional(),
  description: z.string().optional(),
  descriptionEs: z.string().optional(),
  /** Local wall-clock start at the wedding's time zone, 'HH:mm' (24 h); older data may read '3:00 PM'. */
  time: z.string(),
  duration: z.number().int(),
  location: z.string().optional(),
  locationEs: z.string().optional(),
  category: z.string(),
  icon: z.string(),
  isInteractive: z.boolean(),
  allowGuestMessages: z.boolean(),
  allowPhotoUploads: z.boolean(),
  /** Phones that turned notifications on are reminded 10 minutes before it starts (docs/push.md). */
  remind: z.boolean().optional(),
  sortOrder: z.number().int(),
  createdAt: isoDate,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** The organizer-written texts of an event: each has a Spanish sibling. */
export const timelineEventTexts = ['title', 'description', 'location'] as const;

export interface TimelineEventView {
  id: string;
  title: string;
  titleEs?: string;
  time: string;
  location?: string;
  locationEs?: string;
  description?: string;
  descriptionEs?: string;
  category: TimelineCategory;
  icon: TimelineIcon;
  isInteractive: boolean;
  allowGuestMessages: boolean;
  allowPhotoUploads: boolean;
}

const isCategory = (value: string): value is TimelineCategory =>
  (timelineCategories as readonly string[]).includes(value);
const isIcon = (value: string): value is TimelineIcon =>
  (timelineIcons as readonly string[]).includes(value);

/** The card's view of an event: an unknown category reads as special, an unknown icon as heart. */
export function toTimelineEventView(event: TimelineEvent): TimelineEventView {
  return {
    id: event.id,
    title: event.title,
    titleEs: event.titleEs,
    time: event.time,
    location: event.location,
    locationEs: event.locationEs,
    description: event.description,
    descriptionEs: event.descriptionEs,
    category: isCategory(event.category) ? event.category : 'special',
    icon: isIcon(event.icon) ? event.icon : 'heart',
    isInteractive: event.isInteractive,
    allowGuestMessages: event.allowGuestMessages,
    allowPhotoUploads: event.allowPhotoUploads,
  };
}

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const { tooLong } = TIMELINE_EVENT_MESSAGES;
const {
  title: titleMax,
  description: descriptionMax,
  location: locationMax,
} = TIMELINE_EVENT_LIMITS;

/**
 * An organizer's new or edited event; the same object is the body of create and update. The title
 * is needed in one language at least (either may come first); a blank English title is ''.
 */
export const timelineEventFormSchema = z
  .object({
    title: z
      .string({ error: TIMELINE_EVENT_MESSAGES.titleRequired })
      .trim()
      .max(titleMax, tooLong(titleMax))
      .default(''),
    titleEs: optionalText(titleMax, tooLong(titleMax)),
    description: optionalText(descriptionMax, tooLong(descriptionMax)),
    descriptionEs: optionalText(descriptionMax, tooLong(descriptionMax)),
    time: z
      .string({ error: TIMELINE_EVENT_MESSAGES.timeInvalid })
      .regex(clockPattern, TIMELINE_EVENT_MESSAGES.timeInvalid),
    duration: z.coerce
      .number({ error: TIMELINE_EVENT_MESSAGES.durationInvalid })
      .int(TIMELINE_EVENT_MESSAGES.durationInvalid)
      .min(5, TIMELINE_EVENT_MESSAGES.durationInvalid)
      .max(720, TIMELINE_EVENT_MESSAGES.durationInvalid)
      .default(TIMELINE_EVENT_DEFAULTS.duration),
    location: optionalText(locationMax, tooLong(locationMax)),
    locationEs: optionalText(locationMax, tooLong(locationMax)),
    category: z.enum(timelineCategories).default('special'),
    icon: z.enum(timelineIcons).default(TIMELINE_EVENT_DEFAULTS.icon),
    isInteractive: z.boolean().default(TIMELINE_EVENT_DEFAULTS.isInteractive),
    allowGuestMessages: z.boolean().default(TIMELINE_EVENT_DEFAULTS.allowGuestMessages),
    allowPhotoUploads: z.boolean().default(TIMELINE_EVENT_DEFAULTS.allowPhotoUploads),
    remind: z.boolean().default(TIMELINE_EVENT_DEFAULTS.remind),
  })
  .superRefine(requireOneVersion('title', TIMELINE_EVENT_MESSAGES.titleRequired));
export type TimelineEventForm = z.input<typeof timelineEventFormSchema>;
export type TimelineEventBody = z.infer<typeof timelineEventFormSchema>;
