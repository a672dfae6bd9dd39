import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useStrings } from '../../../lib/use-strings';
import { InputField, SubmitButton, TextareaField, TitledForm } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { useProtocolForm } from '../../../lib/protocol-form';
import { SwitchRow } from '../../../lib/ui/switch-row';
import { toast } from '../../../lib/ui/use-toast';
import { messageText } from '../../../lib/error-text';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import {
  emptyShareMomentForm,
  isShareMomentMessage,
  shareMomentFormSchema,
} from '../share-moment-form';
import '../../../lib/outbox/strings';
import '../strings';
import { MediaFileField } from '../../../lib/media-upload/MediaFileField';
import { canUpload } from '../upload-media';
import { useShareMoment } from '../useMoments';
import { HashtagInput } from './HashtagInput';
import { MomentTypePicker } from './MomentTypePicker';

export function ShareMomentForm() {
  const { t } = useStrings('moments');
  const signedInName = guestDisplayName(useGuestIdentity());
  const share = useShareMoment();
  const [mediaFile, setMediaFile] = useState<File | null>(null);
  // A new key empties the file input after a moment is shared.
  const [fileInputKey, setFileInputKey] = useState(0);
  const { form, field, onSubmit, pending } = useProtocolForm({
    schema: shareMomentFormSchema,
    idPrefix: 'moment',
    defaultValues: emptyShareMomentForm(signedInName),
    lateDefaults: { guestName: signedInName },
    // The form's own messages are keys of this feature's catalog; the server's are shown as sent.
    errorText: (message) => (isShareMomentMessage(message) ? t(message) : messageText(message)),
    failure: t('toast.shareError'),
    // A chosen photo, GIF or video goes with the moment: uploaded first, or kept with it offline.
    submit: (body) =>
      share.mutateAsync(
        mediaFile && body.momentType && canUpload(body.momentType)
          ? { ...body, media: mediaFile }
          : body,
      ),
    onSuccess: (answer, body) => {
      const created = answer.status === 'sent' ? answer.result : undefined;
      toast(
        !created
          ? { title: t('toast.savedTitle'), description: t('outbox:savedOnPhone') }
          : created.awaitingReview
            ? {
                title: t('toast.awaitingReviewTitle'),
                description: t('toast.awaitingReviewDescription'),
              }
            : {
                title: t('toast.sharedTitle'),
                description: body.isPublic
                  ? t('toast.sharedDescription')
                  : t('toast.sharedPrivateDescription'),
              },
      );
      // The name, type and privacy stay for the next moment; what was shared is cleared.
      form.reset(
        {
          ...form.getValues(),
          content: '',
          mediaFileChosen: false,
          hashtags: [],
          location: '',
        },
        { keepDefaultValues: true },
      );
      setMediaFile(null);
      setFileInputKey((key) => key + 1);
    },
    onInvalid: (errors) => {
      haptic('warning');
      if (errors.guestName || errors.content) {
        toast({
          variant: 'destructive',
          title: t('toast.missingTitle'),
          description: t('toast.missingDescription'),
        });
      }
    },
  });
  const [momentType, hashtags, isPublic] = useWatch({
    control: form.control,
    name: ['momentType', 'hashtags', 'isPublic'],
  });
  const mediaError = form.formState.errors.mediaFileChosen?.message;

  return (
    <TitledForm titleId="share-moment-title" title={t('form.title')} onSubmit={onSubmit}>
      <InputField
        {...field.required('guestName', t('form.name'))}
        maxLength={80}
        autoComplete="given-name"
        placeholder={t('form.namePlaceholder')}
      />
      <TextareaField
        {...field.required('content', t('form.content'))}
        rows={3}
        maxLength={2000}
        placeholder={t('form.contentPlaceholder')}
      />
      <MomentTypePicker
        name="moment-type"
        value={momentType}
        onChange={(type) => {
          // A photo chosen for a photo moment is no video's film (and the reverse).
          if ((type === 'video') !== (momentType === 'video')) {
            setMediaFile(null);
            form.setValue('mediaFileChosen', false);
            setFileInputKey((key) => key + 1);
          }
          form.setValue('momentType', type);
        }}
      />
      {canUpload(momentType) && (
        <MediaFileField
          key={fileInputKey}
          id="moment-media-file"
          kind={momentType === 'video' ? 'video' : 'picture'}
          file={mediaFile}
          error={mediaError && isShareMomentMessage(mediaError) ? t(mediaError) : mediaError}
          onChange={(file) => {
            setMediaFile(file);
            form.setValue('mediaFileChosen', !!file);
            if (file) form.clearErrors('mediaFileChosen');
          }}
        />
      )}
      <HashtagInput
        id="moment-hashtag"
        value={hashtags}
        onChange={(tags) => form.setValue('hashtags', tags)}
      />
      <InputField
        {...field.optional('location', t('form.location'))}
        maxLength={200}
        placeholder={t('form.locationPlaceholder')}
      />
      <SwitchRow
        id="moment-public"
        layout="leading"
        label={t('form.isPublic')}
        hint={t('form.isPublicHint')}
        checked={isPublic}
        onCheckedChange={(checked) => form.setValue('isPublic', checked)}
      />
      <SubmitButton pending={pending} pendingText={t('form.submitting')}>
        {t('form.submit')}
      </SubmitButton>
    </TitledForm>
  );
}
