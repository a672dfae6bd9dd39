import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { InputField } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { editorErrorText, editorFields, type SettingsForm } from './editor-form';
import { BilingualField } from './BilingualField';
import { Fieldset } from './Fieldset';
import { ListControls } from './ListControls';
import { SelectField } from './SelectField';

/** The 'Our Story' timeline: entries added, removed and reordered. */
export function StoryFieldset({ form }: { form: SettingsForm }) {
  const { t } = useStrings('wedding-editor');
  const field = editorFields(form, t);
  // Story entries have an `id` of their own, so the field array keys its rows under another name.
  const story = useFieldArray({ control: form.control, name: 'story', keyName: 'rowKey' });
  const listError = form.formState.errors.story;
  const listMessage = editorErrorText(t, listError?.message ?? listError?.root?.message);

  const add = () =>
    story.append(
      {
        id: `story-${Date.now().toString(36)}`,
        date: '',
        dateEs: '',
        title: '',
        titleEs: '',
        description: '',
        descriptionEs: '',
        icon: 'heart',
        position: story.fields.length % 2 ? 'right' : 'left',
        media: '',
        mediaType: 'image',
        poster: '',
      },
      { shouldFocus: false },
    );

  return (
    <Fieldset legend={t('story.legend')}>
      {listMessage && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listMessage}
        </p>
      )}
      <ol className="grid gap-4">
        {story.fields.map((entry, index) => {
          const number = index + 1;
          const id = (name: string) => `wedding-story-${entry.rowKey}-${name}`;
          const path = <N extends string>(name: N) => `story.${index}.${name}` as const;
          return (
            <li
              key={entry.rowKey}
              className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-stone-800">{t('story.entry', { number })}</h3>
                <ListControls
                  index={index}
                  count={story.fields.length}
                  onMove={story.move}
                  onRemove={story.remove}
                  labels={{
                    up: t('story.moveUp', { number }),
                    down: t('story.moveDown', { number }),
                    remove: t('story.remove', { number }),
                  }}
                />
              </div>
              <BilingualField
                form={form}
                path={path('title')}
                label={t('story.title')}
                id={id('title')}
                mark="required"
              />
              <BilingualField
                form={form}
                path={path('date')}
                label={t('story.date')}
                id={id('date')}
                mark="required"
                hint={t('story.dateHint')}
              />
              <BilingualField
                form={form}
                path={path('description')}
                label={t('story.description')}
                id={id('description')}
                mark="required"
                multiline
                rows={3}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  {...field.required(path('media'), t('story.media'))}
                  id={id('media')}
                  hint={t('story.mediaHint')}
                />
                <SelectField
                  id={id('media-type')}
                  label={t('story.mediaType')}
                  registration={form.register(path('mediaType'))}
                  options={[
                    { value: 'image', label: t('story.image') },
                    { value: 'video', label: t('story.video') },
                  ]}
                />
                <InputField
                  {...field.optional(path('poster'), t('story.poster'))}
                  id={id('poster')}
                />
                <SelectField
                  id={id('position')}
                  label={t('story.position')}
                  registration={form.register(path('position'))}
                  options={[
                    { value: 'left', label: t('story.left') },
                    { value: 'right', label: t('story.right') },
                  ]}
                />
                <InputField
                  {...field.required(path('icon'), t('story.icon'))}
                  id={id('icon')}
                  hint={t('story.iconHint')}
                />
                <InputField
                  {...field.required(path('id'), t('story.id'))}
                  id={id('id')}
                  hint={t('story.idHint')}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button type="button" variant="outline" onClick={add} className="justify-self-start">
        <Plus aria-hidden />
        {t('story.add')}
      </Button>
    </Fieldset>
  );
}
