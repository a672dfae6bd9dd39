import { useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import type { MyGuestProfile } from '../../../protocol/guest-profiles';
import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { ApiError } from '../../lib/api';
import { Button } from '../../lib/ui/button';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { Textarea } from '../../lib/ui/textarea';
import { serverText } from '../../lib/error-text';
import './strings';
import { useRemoveProfile, useSaveProfile } from './useGuestProfiles';

const textFields = ['relationship', 'funFact', 'lookingForward', 'icebreaker'] as const;

/** The signed-in guest's own profile: every answer optional but the name. */
export function ProfileForm({
  profile,
  defaultName,
}: {
  profile: MyGuestProfile | null;
  defaultName: string;
}) {
  const { t } = useStrings('guest-profiles');
  const save = useSaveProfile();
  const remove = useRemoveProfile();
  const [values, setValues] = useState(() => ({
    name: profile?.name ?? defaultName,
    bio: profile?.bio ?? '',
    interests: profile?.interests.join(', ') ?? '',
    relationship: profile?.relationship ?? '',
    funFact: profile?.funFact ?? '',
    lookingForward: profile?.lookingForward ?? '',
    icebreaker: profile?.icebreaker ?? '',
  }));
  const [avatar, setAvatar] = useState<File | undefined>();
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const interests = values.interests
      .split(',')
      .map((interest) => interest.trim())
      .filter(Boolean);
    save.mutate({ body: { ...values, interests }, avatar });
  };
  const error = save.error;
  const errorText =
    error instanceof ApiError && error.status < 500 && error.serverMessage
      ? serverText(error)
      : error
        ? t('form.failed')
        : undefined;

  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="font-serif text-2xl text-blush-700">
        {t('form.title')}
      </h2>
      <p className="text-stone-700">{t('form.hint')}</p>
      {profile && (
        <p data-testid="profile-status" className="rounded-md bg-blush-50 p-2 text-stone-800">
          {t(`form.status.${profile.status}`)}
        </p>
      )}
      <div>
        <Label htmlFor="profile-name">{t('form.name')}</Label>
        <Input
          id="profile-name"
          required
          value={values.name}
          onChange={(e) => set('name')(e.target.value)}
          maxLength={80}
        />
      </div>
      <div>
        <Label htmlFor="profile-bio">{t('form.bio')}</Label>
        <Textarea
          id="profile-bio"
          value={values.bio}
          onChange={(e) => set('bio')(e.target.value)}
          maxLength={1000}
        />
      </div>
      <div>
        <Label htmlFor="profile-interests">{t('form.interests')}</Label>
        <Input
          id="profile-interests"
          aria-describedby="profile-interests-hint"
          value={values.interests}
          onChange={(e) => set('interests')(e.target.value)}
        />
        <p id="profile-interests-hint" className="mt-1 text-sm text-stone-600">
          {t('form.interestsHint')}
        </p>
      </div>
      {textFields.map((field) => (
        <div key={field}>
          <Label htmlFor={`profile-${field}`}>{t(`form.${field}`)}</Label>
          <Input
            id={`profile-${field}`}
            value={values[field]}
            maxLength={field === 'relationship' ? 120 : 500}
            onChange={(e) => set(field)(e.target.value)}
          />
        </div>
      ))}
      <div>
        <Label htmlFor="profile-avatar">{t('form.avatar')}</Label>
        <Input
          id="profile-avatar"
          type="file"
          accept={PHOTO_INPUT_ACCEPT}
          onChange={(e) => setAvatar(e.target.files?.[0])}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
        {profile && (
          <Button
            type="button"
            variant="outline"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('form.remove')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="min-h-6">
        {save.isSuccess && !save.isPending && <p className="text-green-800">{t('form.saved')}</p>}
        {errorText && <p className="text-red-700">{errorText}</p>}
      </div>
    </form>
  );
}
