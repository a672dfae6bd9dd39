import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { arMarkerTypes } from '../../../protocol/wedding';
import { arMarkerIcons } from '../../../protocol/wedding-edit';
import { InputField } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { editorErrorText, editorFields, type SettingsForm } from './editor-form';
import { BilingualField } from './BilingualField';
import { ListControls } from './ListControls';
import { SelectField } from './SelectField';

/** The markers the AR venue page shows for one venue: added, edited, reordered and removed. */
export function ArMarkersFieldset({
  form,
  venue,
}: {
  form: SettingsForm;
  venue: 'ceremony' | 'reception';
}) {
  const { t } = useStrings('wedding-editor');
  const field = editorFields(form, t);
  const markers = useFieldArray({
    control: form.control,
    name: `venues.${venue}.arMarkers`,
    keyName: 'rowKey',
  });
  const listError = form.formState.errors.venues?.[venue]?.arMarkers;
  const listMessage = editorErrorText(t, listError?.message ?? listError?.root?.message);
  const number = { valueAsNumber: true } as const;
  // Folded until asked for: the venue's other facts stay short to scroll through. Folded fields keep
  // their values (react-hook-form keeps what is not mounted) and are saved with the rest.
  const [open, setOpen] = useState(false);
  const shown = open || Boolean(listError);
  const regionId = `wedding-${venue}-markers`;

  const add = () =>
    markers.append(
      {
        id: `${venue}-marker-${Date.now().toString(36)}`,
        name: '',
        nameEs: '',
        position: { x: 0, y: 0, z: -3 },
        type: 'info',
        content: '',
        contentEs: '',
        icon: 'map-pin',
      },
      { shouldFocus: false },
    );

  return (
    <div className="grid gap-3">
      <h3>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={regionId}
          onClick={() => setOpen(!shown)}
          className="flex min-h-11 items-center gap-2 font-medium text-stone-800"
        >
          <ChevronDown aria-hidden className={shown ? 'size-4 rotate-180' : 'size-4'} />
          {t('markers.legend')} ({markers.fields.length})
        </button>
      </h3>
      {shown && (
        <div id={regionId} className="grid gap-3">
          <p className="text-sm text-stone-600">{t('markers.intro')}</p>
          {listMessage && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {listMessage}
            </p>
          )}
          <ol className="grid gap-3">
            {markers.fields.map((marker, index) => {
              const ordinal = index + 1;
              const id = (name: string) => `wedding-${venue}-marker-${marker.rowKey}-${name}`;
              const path = <N extends string>(name: N) =>
                `venues.${venue}.arMarkers.${index}.${name}` as const;
              return (
                <li
                  key={marker.rowKey}
                  className="grid gap-3 rounded-lg border border-stone-200 p-3"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h4 className="font-medium text-stone-800">
                      {t('markers.marker', { number: ordinal })}
                    </h4>
                    <ListControls
                      index={index}
                      count={markers.fields.length}
                      onMove={markers.move}
                      onRemove={markers.remove}
                      labels={{
                        up: t('markers.moveUp', { number: ordinal }),
                        down: t('markers.moveDown', { number: ordinal }),
                        remove: t('markers.remove', { number: ordinal }),
                      }}
                    />
                  </div>
                  <BilingualField
                    form={form}
                    path={path('name')}
                    label={t('markers.name')}
                    id={id('name')}
                    mark="required"
                  />
                  <div className="grid gap-3 sm:grid-cols-2">
                    <InputField {...field.required(path('id'), t('markers.id'))} id={id('id')} />
                    <SelectField
                      id={id('type')}
                      label={t('markers.type')}
                      registration={form.register(path('type'))}
                      options={arMarkerTypes.map((type) => ({
                        value: type,
                        label: t(`markers.types.${type}`),
                      }))}
                    />
                    <SelectField
                      id={id('icon')}
                      label={t('markers.icon')}
                      registration={form.register(path('icon'))}
                      options={arMarkerIcons.map((icon) => ({ value: icon, label: icon }))}
                    />
                  </div>
                  <BilingualField
                    form={form}
                    path={path('content')}
                    label={t('markers.content')}
                    id={id('content')}
                    mark="required"
                    multiline
                    rows={2}
                  />
                  <div className="grid grid-cols-3 gap-3">
                    {(['x', 'y', 'z'] as const).map((axis) => (
                      <InputField
                        key={axis}
                        {...field.required(path(`position.${axis}`), t(`markers.${axis}`), number)}
                        id={id(axis)}
                        type="number"
                        min={-6}
                        max={6}
                        step="0.5"
                        inputMode="decimal"
                      />
                    ))}
                  </div>
                </li>
              );
            })}
          </ol>
          <Button type="button" variant="outline" onClick={add} className="justify-self-start">
            <Plus aria-hidden />
            {t('markers.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
