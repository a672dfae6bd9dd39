import type { ComponentProps } from 'react';
import { useStrings } from '../../lib/use-strings';
import { InputField } from '../../lib/form-field';
import { ArMarkersFieldset } from './ArMarkersFieldset';
import { BilingualField } from './BilingualField';
import { editorFields, type SettingsForm } from './editor-form';
import { Fieldset } from './Fieldset';
import { VenuePhotosFieldset } from './VenuePhotosFieldset';
import type { VenuePhoto } from '../../../protocol/wedding';

type VenueNumber = 'lat' | 'lng' | 'capacity' | 'rating';
type NumberInputProps = Pick<ComponentProps<'input'>, 'min' | 'max' | 'step' | 'inputMode'>;
type VenueText = 'label' | 'description' | 'note' | 'features' | 'parkingInfo' | 'accessibility';

/** The ceremony's or the reception's card, map pin and practical facts. */
export function VenueFieldset({
  form,
  venue,
  photos,
}: {
  form: SettingsForm;
  venue: 'ceremony' | 'reception';
  /** The venue's saved photos (their thumbnails). */
  photos: readonly VenuePhoto[];
}) {
  const { t } = useStrings('wedding-editor');
  const field = editorFields(form, t);
  const id = (name: string) => `wedding-${venue}-${name}`;
  const path = <N extends string>(name: N) => `venues.${venue}.${name}` as const;
  const number = { valueAsNumber: true } as const;
  /** A number the editor types, with its own bounds and keyboard. */
  const numberField = (name: VenueNumber, props: NumberInputProps) => (
    <InputField
      {...field.required(path(name), t(`venue.${name}`), number)}
      id={id(name)}
      type="number"
      {...props}
    />
  );
  /** A text guests read in both languages; `rows` makes it a text area. */
  const text = (name: VenueText, idName: string, mark?: 'required' | 'optional', rows?: number) => (
    <BilingualField
      form={form}
      path={path(name)}
      label={t(`venue.${name}`)}
      id={id(idName)}
      mark={mark}
      multiline={rows !== undefined}
      rows={rows}
    />
  );
  return (
    <Fieldset legend={t(`venue.${venue}`)}>
      {text('label', 'label', 'required')}
      <InputField {...field.required(path('name'), t('venue.name'))} id={id('name')} />
      {text('description', 'description', 'required', 3)}
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
        {numberField('lat', { step: 'any', inputMode: 'decimal' })}
        {numberField('lng', { step: 'any', inputMode: 'decimal' })}
        {numberField('capacity', { min: 0, step: 1, inputMode: 'numeric' })}
        {numberField('rating', { min: 0, max: 5, step: '0.1', inputMode: 'decimal' })}
      </div>
      {text('note', 'note', 'optional', 2)}
      {text('features', 'features', undefined, 4)}
      {text('parkingInfo', 'parking', 'required', 3)}
      {text('accessibility', 'accessibility', 'required', 3)}
      <VenuePhotosFieldset form={form} venue={venue} stored={photos} />
      <ArMarkersFieldset form={form} venue={venue} />
    </Fieldset>
  );
}
