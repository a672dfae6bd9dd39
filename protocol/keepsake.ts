import { z } from 'zod';
import { endpoint, idSchema, isoDate } from './http';
import { defineMessages } from './messages';

/**
 * The keepsake: after the day, one ZIP of everything guests shared (a static website, a printable
 * book, the originals by guest and `data.json`), built in the background for the organizers.
 */

export const KEEPSAKE_MESSAGES = defineMessages('keepsake', {
  alreadyRunning: 'A keepsake is already being built. Wait for it to finish.',
  notReady: 'No keepsake has been built yet.',
  guestDownloadsOff: 'The couple has not turned on personal downloads.',
  noIdentity: 'Open this page on the phone you posted from, or sign in with your invitation.',
});

/** How guests' names appear in the keepsake: in full, first names only, or not at all. */
export const keepsakeNameModes = ['full', 'first', 'none'] as const;
export const keepsakeNameModeSchema = z.enum(keepsakeNameModes);
export type KeepsakeNameMode = z.infer<typeof keepsakeNameModeSchema>;

export const keepsakePaperSizes = ['A4', 'LETTER'] as const;
export const keepsakePaperSizeSchema = z.enum(keepsakePaperSizes);

export const keepsakeOptionsSchema = z.object({
  names: keepsakeNameModeSchema.default('full'),
  paper: keepsakePaperSizeSchema.default('A4'),
  /** A print shop's copy: 3 mm of bleed around each page and crop marks at its corners. */
  bleed: z.boolean().optional(),
});
export type KeepsakeOptions = z.infer<typeof keepsakeOptionsSchema>;

/** Whether a guest may download their own posts (the organizers' switch). */
export const keepsakeSettingsSchema = z.object({ guestDownloads: z.boolean() });
export type KeepsakeSettings = z.infer<typeof keepsakeSettingsSchema>;

export const keepsakeJobStates = ['running', 'done', 'failed'] as const;
export const keepsakeJobStateSchema = z.enum(keepsakeJobStates);

/** What the build is doing now, in order. */
export const keepsakePhases = ['collecting', 'site', 'originals', 'book', 'finishing'] as const;
export const keepsakePhaseSchema = z.enum(keepsakePhases);

/** A build as organizers see it (never the storage key or who started it). */
export const keepsakeJobSchema = z.object({
  id: idSchema,
  state: keepsakeJobStateSchema,
  phase: keepsakePhaseSchema,
  /** Items written so far of `total` in this phase. */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  options: keepsakeOptionsSchema,
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
  /** Bytes of the finished ZIP. */
  sizeBytes: z.number().int().min(0).nullable(),
  /** Photos whose file was missing from storage: listed in the keepsake, not a failed build. */
  missingFiles: z.number().int().min(0),
  /** How many times a restart took the build over. */
  restarts: z.number().int().min(0),
  error: z.string().nullable(),
});
export type KeepsakeJob = z.infer<typeof keepsakeJobSchema>;

export const keepsakeStatusSchema = z.object({
  /** The latest build, running or finished; null before the first. */
  job: keepsakeJobSchema.nullable(),
  settings: keepsakeSettingsSchema,
});
export type KeepsakeStatus = z.infer<typeof keepsakeStatusSchema>;

/** Pushed on the organizer-only `keepsake` topic as a build moves on. */
export const keepsakeProgressSchema = keepsakeJobSchema;

export const KEEPSAKE_ZIP_NAME = 'wedding-keepsake.zip';
export const MY_POSTS_ZIP_NAME = 'my-wedding-posts.zip';

// ---------------------------------------------------------------------------------------------
// data.json: everything as data (documented in docs/keepsake.md). Paths are inside the ZIP.

const author = z.string().nullable().describe('As the names option says; null when names are off');
const file = z
  .object({
    /** The large rendition's path inside the ZIP (site/media/...), null when its file was missing. */
    path: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    animated: z.boolean(),
  })
  .nullable();

/**
 * A guest's video: its MP4 (the copy the site made and kept; the upload itself is not kept), in
 * the guest's folder of originals, and its length. The post's `photo` is then its poster frame.
 * Absent from data.json written before videos (read as null).
 */
const video = z
  .object({
    /** `originals/<guest>/<NNN>-<YYYY-MM-DD>.mp4` inside the ZIP, null when its file was missing. */
    path: z.string().nullable(),
    durationSeconds: z.number().min(0),
  })
  .nullable()
  .default(null);

const podiumEntry = z.object({ rank: z.number().int(), author, score: z.number() });

const localizedText = z.object({ en: z.string().nullable(), es: z.string().nullable() });

export const keepsakeDataSchema = z.object({
  format: z.literal('wedding-keepsake'),
  version: z.literal(1),
  generatedAt: isoDate,
  names: keepsakeNameModeSchema,
  wedding: z.object({
    coupleNames: z.string(),
    date: isoDate,
    timeZone: z.string(),
    /** The wedding's default language first. */
    languages: z.array(z.enum(['en', 'es'])),
    story: z.array(
      z.object({
        title: localizedText,
        text: localizedText,
        /** The chapter's picture (a video chapter's poster frame); absent before pictures. */
        photo: file.default(null),
      }),
    ),
    /** The cover's picture: the love story's last chapter's (the site's hero, the day itself). */
    cover: file.default(null),
    /** The ceremony's and the reception's place, with their photos. */
    venues: z
      .array(
        z.object({
          key: z.enum(['ceremony', 'reception']),
          label: localizedText,
          name: z.string(),
          address: z.string(),
          photos: z.array(file),
        }),
      )
      .default([]),
  }),
  timeline: z.array(
    z.object({
      id: z.string(),
      time: z.string(),
      title: localizedText,
      description: localizedText,
      messages: z.array(
        z.object({
          id: z.string(),
          author,
          content: z.string(),
          createdAt: isoDate,
          photo: file,
          video,
        }),
      ),
      /** Reactions by kind (excited, love, tears, laugh): a count each. */
      reactions: z.record(z.string(), z.number().int()),
    }),
  ),
  moments: z.array(
    z.object({
      id: z.string(),
      author,
      content: z.string(),
      createdAt: isoDate,
      likes: z.number().int(),
      hashtags: z.array(z.string()),
      photo: file,
      video,
    }),
  ),
  photos: z.array(
    z.object({
      id: z.string(),
      author,
      caption: z.string(),
      createdAt: isoDate,
      photo: file,
      video,
      /**
       * The original's path inside the ZIP (originals/<guest>/...), null when missing; for a video,
       * its MP4 (the same path as `video.path`).
       */
      original: z.string().nullable(),
    }),
  ),
  guestBook: z.array(
    z.object({
      id: z.string(),
      author,
      message: z.string(),
      createdAt: isoDate,
      photo: file,
      video,
    }),
  ),
  /** The GIF moments, also in `moments`. */
  gifs: z.array(z.string()),
  podium: z.array(podiumEntry),
  /** Each finished live quiz's podium, newest first (absent before live quizzes). */
  quizzes: z
    .array(z.object({ id: z.string(), title: z.string(), podium: z.array(podiumEntry) }))
    .default([]),
  /** Files that were missing from storage when the keepsake was built. */
  missing: z.array(z.object({ kind: z.string(), id: z.string(), key: z.string() })),
});
export type KeepsakeData = z.infer<typeof keepsakeDataSchema>;

export const keepsakeApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/admin/keepsake',
    access: 'organizer',
    response: keepsakeStatusSchema,
  }),
  /** Starts a build; 409 with KEEPSAKE_MESSAGES.alreadyRunning while one runs. */
  start: endpoint({
    method: 'POST',
    path: '/api/admin/keepsake',
    access: 'organizer',
    body: keepsakeOptionsSchema,
    response: keepsakeJobSchema,
    status: 202,
  }),
  settings: endpoint({
    method: 'PUT',
    path: '/api/admin/keepsake/settings',
    access: 'organizer',
    body: keepsakeSettingsSchema,
    response: keepsakeSettingsSchema,
  }),
  /** The finished ZIP (streamed from storage). */
  download: endpoint({
    method: 'GET',
    path: '/api/admin/keepsake/download',
    access: 'organizer',
    file: true,
    response: z.unknown(),
  }),
  /** Whether this guest may download their own posts, and how many they have. */
  myPostsInfo: endpoint({
    method: 'GET',
    path: '/api/keepsake/mine',
    access: 'public',
    personal: true,
    response: z.object({
      enabled: z.boolean(),
      moments: z.number().int(),
      photos: z.number().int(),
      guestBook: z.number().int(),
      timelineMessages: z.number().int(),
    }),
  }),
  /** A ZIP of this guest's own posts and photos, by their identity (device or guest session). */
  myPostsDownload: endpoint({
    method: 'GET',
    path: '/api/keepsake/mine/download',
    access: 'public',
    personal: true,
    file: true,
    // Costly for a GET: limited as a guest write.
    writeLimit: 'standard',
    response: z.unknown(),
  }),
};
