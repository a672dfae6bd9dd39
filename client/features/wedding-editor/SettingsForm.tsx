import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useStrings } from '../../lib/use-strings';
import type { WeddingSettings } from '../../../protocol/wedding';
import { weddingSettingsEditSchema } from '../../../protocol/wedding-edit';
import { contentLanguages } from '../../../protocol/localized';
import { InputField, SubmitButton } from '../../lib/form-field';
import { toast } from '../../lib/ui/use-toast';
import { ApiError } from '../../lib/api';
import {
  editorErrorText,
  editorFields,
  settingsFormValues,
  showServerIssues,
  type SettingsFormOutput,
  type SettingsFormValues,
} from './editor-form';
import { clearMachineDrafts, MachineDraftsProvider } from '../translation-drafts';
import { BilingualField } from './BilingualField';
import { Fieldset } from './Fieldset';
import { useSaveWeddingSettings } from './hooks';
import { SelectField } from './SelectField';
import { StoryFieldset } from './StoryFieldset';
import { TranslateMissingTexts } from './TranslateMissingTexts';
import { VenueFieldset } from './VenueFieldset';

/** Every IANA zone the browser knows, offered while typing the time zone. */
function timeZoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The wedding's facts, edited as one form and saved at once. */
export function SettingsForm({ settings }: { settings: WeddingSettings }) {
  const { t } = useStrings('wedding-editor');
  const save = useSaveWeddingSettings();
  const form = useForm<SettingsFormValues, unknown, SettingsFormOutput>({
    resolver: zodResolver(weddingSettingsEditSchema),
    defaultValues: settingsFormValues(settings),
    mode: 'onTouched',
  });
  const field = editorFields(form, t);
  const zones = useMemo(() => timeZoneNames(), []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      // Saved, the drafts are the organizer's text (the reset below forgets the submit's success,
      // which the drafts would otherwise be cleared on).
      clearMachineDrafts(form);
      form.reset(settingsFormValues(saved));
      toast({ title: t('saved'), description: t('savedDescription') });
    } catch (error) {
      const onFields = showServerIssues(form, error);
      // A save that failed keeps the machine drafts marked: nobody has accepted them yet.
      form.setError('root.save', { type: 'server' });
      toast({
        variant: 'destructive',
        title: t('notSaved'),
        description: onFields
          ? t('fixFields')
          : ((error instanceof ApiError && error.status < 500
              ? editorErrorText(t, error.serverMessage)
              : undefined) ?? t('tryAgain')),
      });
    }
  });

  return (
    <MachineDraftsProvider form={form}>
      <form noValidate onSubmit={submit} aria-label={t('title')} className="grid gap-6">
        <Fieldset legend={t('couple.legend')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...field.required('couple.partnerOne', t('couple.partnerOne'))}
              id="wedding-partner-one"
            />
            <InputField
              {...field.required('couple.partnerTwo', t('couple.partnerTwo'))}
              id="wedding-partner-two"
            />
          </div>
          <InputField
            {...field.required('couple.displayName', t('couple.displayName'))}
            id="wedding-display-name"
          />
        </Fieldset>

        <Fieldset legend={t('when.legend')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...field.required('ceremonyStart', t('when.ceremonyStart'))}
              id="wedding-ceremony-start"
              hint={t('when.ceremonyStartHint')}
              type="datetime-local"
            />
            <InputField
              {...field.required('timeZone', t('when.timeZone'))}
              id="wedding-time-zone"
              hint={t('when.timeZoneHint')}
              list="wedding-time-zones"
              autoComplete="off"
              spellCheck={false}
            />
            <datalist id="wedding-time-zones">
              {zones.map((zone) => (
                <option key={zone} value={zone} />
              ))}
            </datalist>
          </div>
        </Fieldset>

        <Fieldset legend={t('defaultLanguage.legend')}>
          <SelectField
            id="wedding-default-language"
            label={t('defaultLanguage.label')}
            hint={t('defaultLanguage.hint')}
            registration={form.register('defaultLanguage')}
            options={contentLanguages.map((language) => ({
              value: language,
              label: t(`languages.${language}`),
            }))}
            className="sm:max-w-xs"
          />
          <TranslateMissingTexts form={form} />
        </Fieldset>

        <VenueFieldset form={form} venue="ceremony" photos={settings.venues.ceremony.photos} />
        <VenueFieldset form={form} venue="reception" photos={settings.venues.reception.photos} />

        <Fieldset legend={t('parking.legend')}>
          <BilingualField
            form={form}
            path="parking.directions"
            label={t('parking.directions')}
            id="wedding-directions"
            mark="required"
            multiline
            rows={4}
          />
          <BilingualField
            form={form}
            path="parking.freeLots"
            label={t('parking.freeLots')}
            id="wedding-free-lots"
            multiline
            rows={3}
          />
          <BilingualField
            form={form}
            path="parking.rules"
            label={t('parking.rules')}
            id="wedding-parking-rules"
            multiline
            rows={3}
          />
        </Fieldset>

        <StoryFieldset form={form} />

        <Fieldset legend={t('registry.legend')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...field.required('registry.registryName', t('registry.registryName'))}
              id="wedding-registry-name"
            />
            <InputField
              {...field.required('registry.registryUrl', t('registry.registryUrl'))}
              id="wedding-registry-url"
              type="url"
              inputMode="url"
            />
            <InputField
              {...field.required('registry.cashAppHandle', t('registry.cashAppHandle'))}
              id="wedding-cash-app-handle"
            />
            <InputField
              {...field.required('registry.cashAppUrl', t('registry.cashAppUrl'))}
              id="wedding-cash-app-url"
              type="url"
              inputMode="url"
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('contact.legend')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              {...field.required('contact.name', t('contact.name'))}
              id="wedding-contact-name"
            />
            <InputField
              {...field.required('contact.email', t('contact.email'))}
              id="wedding-contact-email"
              type="email"
              autoComplete="off"
            />
            <InputField
              {...field.required('contact.phone', t('contact.phone'))}
              id="wedding-contact-phone"
              type="tel"
            />
          </div>
          <BilingualField
            form={form}
            path="contact.note"
            label={t('contact.note')}
            id="wedding-contact-note"
            mark="optional"
            multiline
            rows={2}
          />
        </Fieldset>

        <div className="sticky bottom-0 -mx-4 border-t border-blush-100 bg-white/95 px-4 py-3">
          <SubmitButton pending={save.isPending} pendingText={t('saving')}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </MachineDraftsProvider>
  );
}
