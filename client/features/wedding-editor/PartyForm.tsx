import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import { weddingPartyEditSchema } from '../../../protocol/wedding-edit';
import type { PartyMember } from '../../../protocol/wedding-party';
import { InputField, SubmitButton } from '../../lib/form-field';
import { Button } from '../../lib/ui/button';
import { toast } from '../../lib/ui/use-toast';
import {
  editorErrorText,
  editorFields,
  partyFormValues,
  showServerIssues,
  type PartyFormOutput,
  type PartyFormValues,
} from './editor-form';
import { Fieldset } from './Fieldset';
import { useSaveWeddingParty } from './hooks';
import { ListControls } from './ListControls';
import { SelectField } from './SelectField';

/** The wedding party: members with their role, side and photo, in the order the site shows them. */
export function PartyForm({ party }: { party: readonly PartyMember[] }) {
  const { t } = useStrings('wedding-editor');
  const save = useSaveWeddingParty();
  const form = useForm<PartyFormValues, unknown, PartyFormOutput>({
    resolver: zodResolver(weddingPartyEditSchema),
    defaultValues: partyFormValues(party),
    mode: 'onTouched',
  });
  const field = editorFields(form, t);
  // Members have an `id` of their own, so the field array keys its rows under another name.
  const members = useFieldArray({ control: form.control, name: 'members', keyName: 'rowKey' });
  const listMessage = editorErrorText(
    t,
    form.formState.errors.members?.root?.message ?? form.formState.errors.members?.message,
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(partyFormValues(saved));
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (error) {
      const onFields = showServerIssues(form, error);
      toast({
        variant: 'destructive',
        title: t('notSaved'),
        description: onFields ? t('fixFields') : t('tryAgain'),
      });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('party.legend')} className="grid gap-4">
      <Fieldset legend={t('party.legend')}>
        {listMessage && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {listMessage}
          </p>
        )}
        <ol className="grid gap-4">
          {members.fields.map((member, index) => {
            const number = index + 1;
            const id = (name: string) => `party-${member.rowKey}-${name}`;
            const path = <N extends string>(name: N) => `members.${index}.${name}` as const;
            return (
              <li
                key={member.rowKey}
                className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-medium text-stone-800">{t('party.member', { number })}</h3>
                  <ListControls
                    index={index}
                    count={members.fields.length}
                    onMove={members.move}
                    onRemove={members.remove}
                    labels={{
                      up: t('party.moveUp', { number }),
                      down: t('party.moveDown', { number }),
                      remove: t('party.remove', { number }),
                    }}
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <InputField {...field.required(path('name'), t('party.name'))} id={id('name')} />
                  <InputField {...field.required(path('role'), t('party.role'))} id={id('role')} />
                  <InputField
                    {...field.optional(path('relationship'), t('party.relationship'))}
                    id={id('relationship')}
                  />
                  <SelectField
                    id={id('side')}
                    label={t('party.side')}
                    registration={form.register(path('side'))}
                    options={[
                      { value: 'bride', label: t('party.bride') },
                      { value: 'groom', label: t('party.groom') },
                    ]}
                  />
                </div>
                <InputField
                  {...field.optional(path('photoUrl'), t('party.photoUrl'))}
                  id={id('photo')}
                  hint={t('party.photoHint')}
                  type="url"
                  inputMode="url"
                />
              </li>
            );
          })}
        </ol>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            members.append(
              { id: '', name: '', role: '', relationship: '', side: 'bride', photoUrl: '' },
              { shouldFocus: false },
            )
          }
        >
          <Plus aria-hidden />
          {t('party.add')}
        </Button>
      </Fieldset>
      <SubmitButton
        pending={save.isPending}
        pendingText={t('saving')}
        className="justify-self-start"
      >
        {t('party.save')}
      </SubmitButton>
    </form>
  );
}
