import { useEffect, useRef, type ReactNode } from 'react';
import { useStrings } from '../../lib/use-strings';
import {
  speechFormSchema,
  speechLengths,
  speechTones,
  speechTypes,
  type SpeechForm as SpeechFormInput,
  type SpeechResponse,
} from '../../../protocol/speech';
import { InputField, SubmitButton, TextareaField, TitledForm } from '../../lib/form-field';
import { useProtocolForm } from '../../lib/protocol-form';
import { Card, CardContent } from '../../lib/ui/card';
import { toast } from '../../lib/ui/use-toast';
import { SelectField } from '../wedding-editor/SelectField';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { saveDraft, type SpeechDraft, type SpeechFormValues } from './draft';
import type { useSpeechWriter } from './useSpeechWriter';
import './strings';

type Writer = ReturnType<typeof useSpeechWriter>;

/** What the result panel may ask of the form: send it again, or send it to the built-in writer. */
export interface SpeechFormControls {
  retry(): void;
  useBuiltIn(): void;
}

/**
 * The speech generator's form (spec §5): the protocol schema's rules and messages, kept on this
 * device as it is typed; sending it streams the speech into the writer.
 */
export function SpeechForm({
  draft,
  writer,
  children,
}: {
  draft: SpeechDraft;
  writer: Writer;
  /** The result panel, given what it may ask of the form. */
  children: (controls: SpeechFormControls) => ReactNode;
}) {
  const { t, i18n } = useStrings('speech');
  const couple = useWeddingSettings().data?.couple;
  const lastSpeech = useRef<SpeechResponse | undefined>(draft.speech);
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: speechFormSchema,
    idPrefix: 'speech',
    defaultValues: draft.form as SpeechFormInput,
    failure: t('toast.errorDescription'),
    submit: (values) => {
      // A one-off choice (after an AI failure), not part of the draft.
      form.setValue('builtIn', false);
      return writer.write({ ...values, language: i18n.language === 'es' ? 'es' : 'en' });
    },
    onSuccess: (speech) => {
      if (!speech) return;
      lastSpeech.current = speech;
      saveDraft({ form: form.getValues() as unknown as SpeechFormValues, speech });
      toast({ title: t('toast.generated'), description: t('toast.generatedDescription') });
    },
  });

  useEffect(() => {
    const subscription = form.watch((values) =>
      saveDraft({ form: values as unknown as SpeechFormValues, speech: lastSpeech.current }),
    );
    return () => subscription.unsubscribe();
  }, [form]);

  const controls: SpeechFormControls = {
    retry: () => void onSubmit(),
    useBuiltIn: () => {
      form.setValue('builtIn', true);
      void onSubmit();
    },
  };

  const options = <K extends string>(values: readonly K[], label: (value: K) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  const select = (name: 'speechType' | 'speechTone' | 'speechLength') => {
    const bound = field.unmarked(name, '');
    return { id: bound.id, registration: bound.registration, error: bound.error };
  };

  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <TitledForm titleId="speech-form-title" title={t('form.title')} onSubmit={onSubmit}>
            <InputField
              {...field.required('speakerName', t('form.speakerName'))}
              autoComplete="name"
              placeholder={t('form.speakerNamePlaceholder')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                {...field.required(
                  'relationshipToBride',
                  t('form.relationshipToBride', { name: couple?.partnerOne ?? '' }).replace(
                    ' ()',
                    '',
                  ),
                )}
                placeholder={t('form.relationshipPlaceholder')}
              />
              <InputField
                {...field.required(
                  'relationshipToGroom',
                  t('form.relationshipToGroom', { name: couple?.partnerTwo ?? '' }).replace(
                    ' ()',
                    '',
                  ),
                )}
                placeholder={t('form.relationshipPlaceholder')}
              />
            </div>
            <SelectField
              {...select('speechType')}
              label={t('form.speechType')}
              options={options(speechTypes, (value) => t(`types.${value}`))}
            />
            <TextareaField
              {...field.required('keyMemories', t('form.keyMemories'))}
              rows={4}
              placeholder={t('form.keyMemoriesPlaceholder')}
            />
            <InputField
              {...field.required('personalityTraits', t('form.personalityTraits'))}
              placeholder={t('form.personalityTraitsPlaceholder')}
            />
            <TextareaField
              {...field.optional('funnyStory', t('form.funnyStory'))}
              rows={3}
              placeholder={t('form.funnyStoryPlaceholder')}
            />
            <TextareaField
              {...field.required('wishesForCouple', t('form.wishesForCouple'))}
              rows={3}
              placeholder={t('form.wishesPlaceholder')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                {...select('speechTone')}
                label={t('form.speechTone')}
                options={options(speechTones, (value) => t(`tones.${value}`))}
              />
              <SelectField
                {...select('speechLength')}
                label={t('form.speechLength')}
                options={options(speechLengths, (value) => t(`lengths.${value}`))}
              />
            </div>
            <SubmitButton pending={pending} pendingText={t('form.submitting')}>
              {t('form.submit')}
            </SubmitButton>
          </TitledForm>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">{children(controls)}</CardContent>
      </Card>
    </>
  );
}
