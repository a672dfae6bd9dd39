import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField, TextareaField } from '../../lib/form-field';
import { editorFields, type SettingsFormOutput, type SettingsFormValues } from './editor-form';
import { Fieldset } from './Fieldset';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

/** The ceremony's or the reception's card, map pin and practical facts. */
export function VenueFieldset({ form, venue }: { form: Form; venue: 'ceremony' | 'reception' }) {
  const { t } = useTranslation('wedding-editor');
  const field = editorFields(form, t);
  const id = (name: string) => `wedding-${venue}-${name}`;
  const path = <N extends string>(name: N) => `venues.${venue}.${name}` as const;
  const number = { valueAsNumber: true } as const;
  return (
    <Fieldset legend={t(`venue.${venue}`)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field.required(path('label'))} id={id('label')} label={t('venue.label')} />
        <InputField {...field.required(path('name'))} id={id('name')} label={t('venue.name')} />
      </div>
      <TextareaField
        {...field.required(path('description'))}
        id={id('description')}
        label={t('venue.description')}
        rows={3}
      />
      <InputField
        {...field.required(path('address'))}
        id={id('address')}
        label={t('venue.address')}
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          {...field.required(path('startTime'))}
          id={id('start')}
          label={t('venue.startTime')}
          type="time"
        />
        <InputField
          {...field.optional(path('endTime'))}
          id={id('end')}
          label={t('venue.endTime')}
          type="time"
        />
        <InputField
          {...field.required(path('lat'), number)}
          id={id('lat')}
          label={t('venue.lat')}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <InputField
          {...field.required(path('lng'), number)}
          id={id('lng')}
          label={t('venue.lng')}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <InputField
          {...field.required(path('capacity'), number)}
          id={id('capacity')}
          label={t('venue.capacity')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <InputField
          {...field.required(path('rating'), number)}
          id={id('rating')}
          label={t('venue.rating')}
          type="number"
          min={0}
          max={5}
          step="0.1"
          inputMode="decimal"
        />
      </div>
      <TextareaField
        {...field.optional(path('note'))}
        id={id('note')}
        label={t('venue.note')}
        rows={2}
      />
      <TextareaField
        {...field.unmarked(path('features'))}
        id={id('features')}
        label={t('venue.features')}
        rows={4}
      />
      <TextareaField
        {...field.required(path('parkingInfo'))}
        id={id('parking')}
        label={t('venue.parkingInfo')}
        rows={3}
      />
      <TextareaField
        {...field.required(path('accessibility'))}
        id={id('accessibility')}
        label={t('venue.accessibility')}
        rows={3}
      />
    </Fieldset>
  );
}
