import type { FieldPath } from 'react-hook-form';
import { spanishKey } from '../../../protocol/localized';
import type { SettingsFormValues } from './editor-form';

/*
 * Where the settings form keeps the texts it has in two languages: the seam for filling missing
 * translations (a later "Translate the missing ones" button reads the pairs, translates each
 * version that is empty while its sibling is not, and sets it with `form.setValue`).
 */

/** The Spanish sibling of an English field's form path: `story.0.title` → `story.0.titleEs`. */
export function spanishPath(path: string): string {
  const dot = path.lastIndexOf('.');
  return `${path.slice(0, dot + 1)}${spanishKey(path.slice(dot + 1))}`;
}

/** An English text's form path and its Spanish sibling's. */
type SettingsPath = FieldPath<SettingsFormValues>;
export type BilingualPair = readonly [english: SettingsPath, spanish: SettingsPath];

const venueTexts = ['label', 'description', 'note', 'features', 'parkingInfo', 'accessibility'];
const markerTexts = ['name', 'content'];
const storyTexts = ['date', 'title', 'description'];

const pairsOf = (prefix: string, keys: readonly string[]): BilingualPair[] =>
  keys.map(
    (key) => [`${prefix}${key}`, spanishPath(`${prefix}${key}`)] as unknown as BilingualPair,
  );

/**
 * Every `[englishPath, spanishPath]` pair of the settings form for its current values (story
 * entries and AR markers by their index now), in the form's order. Lists (features, parking lots
 * and rules) are one field each, one item per line, paired line by line.
 */
export function bilingualFieldPairs(values: SettingsFormValues): BilingualPair[] {
  const venuePairs = (['ceremony', 'reception'] as const).flatMap((venue) => [
    ...pairsOf(`venues.${venue}.`, venueTexts),
    ...(values.venues[venue].arMarkers ?? []).flatMap((_, index) =>
      pairsOf(`venues.${venue}.arMarkers.${index}.`, markerTexts),
    ),
  ]);
  return [
    ...venuePairs,
    ...pairsOf('parking.', ['directions', 'freeLots', 'rules']),
    ...values.story.flatMap((_, index) => pairsOf(`story.${index}.`, storyTexts)),
    ...pairsOf('contact.', ['note']),
  ];
}
