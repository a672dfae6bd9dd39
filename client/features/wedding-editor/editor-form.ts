import type { Translate } from '../../lib/use-strings';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { spanishKey, type SpanishKey } from '../../../protocol/localized';
import type { WeddingSettings } from '../../../protocol/wedding';
import {
  WEDDING_EDIT_MESSAGES,
  arMarkerIcons,
  type weddingPartyEditSchema,
  type weddingSettingsEditSchema,
} from '../../../protocol/wedding-edit';
import type { PartyMember } from '../../../protocol/wedding-party';
import { ApiError } from '../../lib/api';
import { messageText } from '../../lib/error-text';
import { fieldBinder } from '../../lib/form-binding';

export type SettingsFormValues = z.input<typeof weddingSettingsEditSchema>;
export type SettingsFormOutput = z.output<typeof weddingSettingsEditSchema>;
/** The wedding settings' form, as every fieldset of the editor receives it. */
export type SettingsForm = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;
export type PartyFormValues = z.input<typeof weddingPartyEditSchema>;
export type PartyFormOutput = z.output<typeof weddingPartyEditSchema>;

const lines = (items: readonly string[]) => items.join('\n');

/**
 * Both versions of each named text, absent ones as empty fields: every input is controlled from the
 * start, and a Spanish text never written is sent as empty.
 */
function bothVersions<K extends string>(
  record: Partial<Record<K | SpanishKey<K>, string>>,
  keys: readonly K[],
): Record<K | SpanishKey<K>, string> {
  return Object.fromEntries(
    keys.flatMap((key) => [
      [key, record[key] ?? ''],
      [spanishKey(key), record[spanishKey(key)] ?? ''],
    ]),
  ) as Record<K | SpanishKey<K>, string>;
}

/** The stored facts as the form edits them: lists one item per line, absent texts empty. */
export function settingsFormValues(settings: WeddingSettings): SettingsFormValues {
  const venue = (key: 'ceremony' | 'reception') => {
    const stored = settings.venues[key];
    return {
      ...stored,
      endTime: stored.endTime ?? '',
      ...bothVersions(stored, ['label', 'description', 'note', 'parkingInfo', 'accessibility']),
      features: lines(stored.features),
      featuresEs: lines(stored.featuresEs),
      // An icon the editor does not offer shows as the pin until the organizer picks one.
      arMarkers: stored.arMarkers.map((marker) => ({
        ...marker,
        ...bothVersions(marker, ['name', 'content']),
        icon: arMarkerIcons.find((icon) => icon === marker.icon) ?? 'map-pin',
      })),
      // Kept photos are sent back by id; their addresses are the server's to give.
      photos: stored.photos.map((photo) => ({ id: photo.id })),
    };
  };
  return {
    ...settings,
    venues: {
      ceremony: { ...venue('ceremony'), key: 'ceremony' },
      reception: { ...venue('reception'), key: 'reception' },
    },
    parking: {
      ...bothVersions(settings.parking, ['directions']),
      freeLots: lines(settings.parking.freeLots),
      freeLotsEs: lines(settings.parking.freeLotsEs),
      rules: lines(settings.parking.rules),
      rulesEs: lines(settings.parking.rulesEs),
    },
    story: settings.story.map((event) => ({
      ...event,
      ...bothVersions(event, ['date', 'title', 'description']),
      poster: event.poster ?? '',
    })),
    contact: { ...settings.contact, ...bothVersions(settings.contact, ['note']) },
  };
}

export function partyFormValues(party: readonly PartyMember[]): PartyFormValues {
  return {
    members: party.map((member) => ({
      ...member,
      relationship: member.relationship ?? '',
      photoUrl: member.photoUrl ?? '',
    })),
  };
}

/** A protocol message in the organizer's language (client/lib/error-text.ts says it by its code). */
export function editorErrorText(
  t: Translate<'wedding-editor'>,
  message: string | undefined,
): string | undefined {
  // The schema's words name the request's fields (id, uploadURL): organizers read the editor's.
  if (message === WEDDING_EDIT_MESSAGES.photoReference) return t('photoReference');
  return messageText(message);
}

/** The field marks and error texts every editor field shares. */
export function editorFields<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  t: Translate<'wedding-editor'>,
) {
  return fieldBinder(form, {
    requiredText: t('required'),
    optionalText: t('optional'),
    errorText: (message) => editorErrorText(t, message),
    // Every editor field passes its own id (lists need the item's index in it).
    idPrefix: 'wedding-editor',
  });
}

/**
 * Puts a refused save's reasons on the fields they name (the server's issue paths are the form's
 * field names). Answers whether there were any.
 */
export function showServerIssues<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.issues?.length)
    return false;
  for (const [index, issue] of error.body.issues.entries()) {
    form.setError(
      issue.path as Path<T>,
      { type: 'server', message: issue.message },
      { shouldFocus: index === 0 },
    );
  }
  return true;
}
