import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createMomentBodySchema,
  type CreateMomentBody,
  type MomentType,
} from '../../../../protocol/moments';
import { FormField } from '../../../lib/form-field';
import { haptic } from '../../../lib/haptics';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import { Switch } from '../../../lib/ui/switch';
import { Textarea } from '../../../lib/ui/textarea';
import { toast } from '../../../lib/ui/use-toast';
import { guestDisplayName, useGuestIdentity } from '../../guest-gate/signed-in-guest';
import '../strings';
import { useShareMoment } from '../useMoments';
import { HashtagInput } from './HashtagInput';
import { MomentTypePicker } from './MomentTypePicker';

type FieldErrors = Partial<Record<'guestName' | 'content' | 'mediaUrl', string>>;

export function ShareMomentForm() {
  const { t } = useTranslation('moments');
  const signedInName = guestDisplayName(useGuestIdentity());
  const share = useShareMoment();
  // The signed-in guest's first name until the guest types another (even one who signs in later).
  const [typedName, setTypedName] = useState<string | null>(null);
  const guestName = typedName ?? signedInName;
  const [content, setContent] = useState('');
  const [momentType, setMomentType] = useState<MomentType>('text');
  const [mediaUrl, setMediaUrl] = useState('');
  const [hashtags, setHashtags] = useState<string[]>([]);
  const [location, setLocation] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const refs = {
    guestName: useRef<HTMLInputElement>(null),
    content: useRef<HTMLTextAreaElement>(null),
    mediaUrl: useRef<HTMLInputElement>(null),
  };

  const needsMedia = momentType !== 'text';

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!guestName.trim()) found.guestName = t('toast.missingDescription');
    if (!content.trim()) found.content = t('toast.missingDescription');
    if (needsMedia && !mediaUrl.trim()) {
      found.mediaUrl = t('form.mediaRequired');
    } else if (needsMedia) {
      // The server's own rule for the address, so the guest learns before sending.
      const parsed = createMomentBodySchema.safeParse({
        guestName: 'x',
        content: 'x',
        momentType,
        mediaUrl,
      });
      if (!parsed.success) found.mediaUrl = t('form.mediaInvalid');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const firstInvalid = (['guestName', 'content', 'mediaUrl'] as const).find(
      (field) => found[field],
    );
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      haptic('warning');
      if (found.guestName || found.content) {
        toast({
          variant: 'destructive',
          title: t('toast.missingTitle'),
          description: t('toast.missingDescription'),
        });
      }
      return;
    }
    const body: CreateMomentBody = {
      guestName,
      content,
      momentType,
      hashtags,
      isPublic,
      ...(needsMedia ? { mediaUrl } : {}),
      ...(location.trim() ? { location } : {}),
    };
    try {
      await share.mutateAsync(body);
    } catch {
      haptic('error');
      toast({
        variant: 'destructive',
        title: t('toast.errorTitle'),
        description: t('toast.shareError'),
      });
      return;
    }
    haptic('success');
    toast({
      title: t('toast.sharedTitle'),
      description: isPublic ? t('toast.sharedDescription') : t('toast.sharedPrivateDescription'),
    });
    // The name, type and privacy stay for the next moment; what was shared is cleared.
    setContent('');
    setMediaUrl('');
    setHashtags([]);
    setLocation('');
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="share-moment-title" className="grid gap-4">
      <h3 id="share-moment-title" className="font-serif text-2xl text-blush-700">
        {t('form.title')}
      </h3>
      <FormField
        id="moment-name"
        label={t('form.name')}
        required
        requiredText={t('form.required')}
        error={errors.guestName}
      >
        {(control) => (
          <Input
            {...control}
            ref={refs.guestName}
            value={guestName}
            maxLength={80}
            autoComplete="given-name"
            placeholder={t('form.namePlaceholder')}
            onChange={(event) => setTypedName(event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id="moment-content"
        label={t('form.content')}
        required
        requiredText={t('form.required')}
        error={errors.content}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={refs.content}
            value={content}
            rows={3}
            maxLength={2000}
            placeholder={t('form.contentPlaceholder')}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </FormField>
      <MomentTypePicker name="moment-type" value={momentType} onChange={setMomentType} />
      {needsMedia && (
        <FormField
          id="moment-media"
          label={t('form.mediaUrl')}
          required
          requiredText={t('form.required')}
          hint={t('form.mediaUrlHint')}
          error={errors.mediaUrl}
        >
          {(control) => (
            <Input
              {...control}
              ref={refs.mediaUrl}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={mediaUrl}
              maxLength={2048}
              placeholder={t('form.mediaUrlPlaceholder')}
              onChange={(event) => setMediaUrl(event.target.value)}
            />
          )}
        </FormField>
      )}
      <HashtagInput id="moment-hashtag" value={hashtags} onChange={setHashtags} />
      <FormField id="moment-location" label={t('form.location')} optionalText={t('form.optional')}>
        {(control) => (
          <Input
            {...control}
            value={location}
            maxLength={200}
            placeholder={t('form.locationPlaceholder')}
            onChange={(event) => setLocation(event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Switch
          id="moment-public"
          checked={isPublic}
          onCheckedChange={setIsPublic}
          aria-describedby="moment-public-hint"
          className="mt-0.5"
        />
        <div className="grid gap-0.5">
          <Label htmlFor="moment-public">{t('form.isPublic')}</Label>
          <p id="moment-public-hint" className="text-sm text-stone-600">
            {t('form.isPublicHint')}
          </p>
        </div>
      </div>
      <Button
        type="submit"
        disabled={share.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {share.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
