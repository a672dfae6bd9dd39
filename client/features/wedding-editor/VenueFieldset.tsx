import type { UseFormReturn } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { InputField } from '../../lib/form-field';
import { ArMarkersFieldset } from './ArMarkersFieldset';
import { BilingualField } from './BilingualField';
import { editorFields, type SettingsFormOutput, type SettingsFormValues } from './editor-form';
import { Fieldset } from './Fieldset';
import { VenuePhotosFieldset } from './VenuePhotosFieldset';
import type { VenuePhoto } from '../../../protocol/wedding';

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

/** The ceremony's or the reception's card, map pin and practical facts. */
export function VenueFieldset({
  form,
  venue,
  photos,
}: {
  form: Form;
  venue: 'ceremony' | 'reception';
  /** The venue's saved photos (their thumbnails). */
  photos: readonly VenuePhoto[];
}) {
  const { t } = useStrings('wedding-editor');
  const field = editorFields(form, t);
  const id = (name: string) => `wedding-${venue}-${name}`;
  const path = <N extends string>(name: N) => `venues.${venue}.${name}` as const;
  const number = { valueAsNumber: true } as const;
  return (
    <Fieldset legend={t(`venue.${venue}`)}>
      <BilingualField
        form={form}
        path={path('label')}
        label={t('venue.label')}
        id={id('label')}
        mark="required"
      />
      <InputField {...field.required(path('name'), t('venue.name'))} id={id('name')} />
      <BilingualField
        form={form}
        path={path('description')}
        label={t('venue.description')}
        id={id('description')}
        mark="required"
        multiline
        rows={3}
      />
      <InputField
        {...field.required(path('address'), t('venue.address'))}
        id={id('address')}
        autoComplete="off"
      />
      <div className="grid grid-cols-2 gap-4">
        <InputField
          {...field.required(path('startTime'), t('venue.startTime'))}
          id={id('start')}
          type="time"
        />
        <InputField
          {...field.optional(path('endTime'), t('venue.endTime'))}
          id={id('end')}
          type="time"
        />
        <InputField
          {...field.required(path('lat'), t('venue.lat'), number)}
          id={id('lat')}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <InputField
          {...field.required(path('lng'), t('venue.lng'), number)}
          id={id('lng')}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <InputField
          {...field.required(path('capacity'), t('venue.capacity'), number)}
          id={id('capacity')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <InputField
          {...field.required(path('rating'), t('venue.rating'), number)}
          id={id('rating')}
          type="number"
          min={0}
          max={5}
          step="0.1"
          inputMode="decimal"
        />
      </div>
      <BilingualField
        form={form}
        path={path('note')}
        label={t('venue.note')}
        id={id('note')}
        mark="optional"
        multiline
        rows={2}
      />
      <BilingualField
        form={form}
        path={path('features')}
        label={t('venue.features')}
        id={id('features')}
        multiline
        rows={4}
      />
      <BilingualField
        form={form}
        path={path('parkingInfo')}
        label={t('venue.parkingInfo')}
        id={id('parking')}
        mark="required"
        multiline
        rows={3}
      />
      <BilingualField
        form={form}
        path={path('accessibility')}
        label={t('venue.accessibility')}
        id={id('accessibility')}
        mark="required"
        multiline
        rows={3}
      />
      <VenuePhotosFieldset form={form} venue={venue} stored={photos} />
      <ArMarkersFieldset form={form} venue={venue} />
    </Fieldset>
  );
}
