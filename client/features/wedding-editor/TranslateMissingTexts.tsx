import { useWatch } from 'react-hook-form';
import { TranslateMissingButton } from '../translation-drafts';
import { bilingualFieldPairs } from './bilingual-fields';
import type { SettingsFormValues, SettingsForm } from './editor-form';

/**
 * "Translate the missing ones" for the whole settings form: the pairs follow the form as story
 * entries and AR markers are added or removed. Its own component, so that watching the values
 * re-renders only the button, not the form, on every keystroke.
 */
export function TranslateMissingTexts({ form }: { form: SettingsForm }) {
  const values = useWatch({ control: form.control }) as SettingsFormValues;
  return <TranslateMissingButton form={form} pairs={bilingualFieldPairs(values)} />;
}
