import { useStrings } from '../../lib/use-strings';
import type { GuestProfile } from '../../../protocol/guest-profiles';

/** One guest in the directory: only what they chose to share. */
export function ProfileCard({ profile }: { profile: GuestProfile }) {
  const { t } = useStrings('guest-profiles');
  const headingId = `guest-profile-${profile.id}`;
  const details = [
    ['relationship', profile.relationship],
    ['funFact', profile.funFact],
    ['lookingForward', profile.lookingForward],
    ['icebreaker', profile.icebreaker],
  ] as const;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="guest-profile"
      className="grid gap-2 rounded-xl border border-blush-100 bg-white p-4"
    >
      <div className="flex items-center gap-3">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt={t('directory.photoOf', { name: profile.name })}
            className="size-16 rounded-full object-cover"
            loading="lazy"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-blush-100 font-serif text-2xl text-blush-700"
          >
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h3 id={headingId} className="font-serif text-xl text-blush-700">
          {profile.name}
        </h3>
      </div>
      {profile.bio && <p className="text-stone-800">{profile.bio}</p>}
      <dl className="grid gap-1 text-stone-800">
        {profile.interests.length > 0 && (
          <div>
            <dt className="inline font-semibold">{t('directory.interests')}: </dt>
            <dd className="inline">{profile.interests.join(', ')}</dd>
          </div>
        )}
        {details.map(([key, value]) =>
          value ? (
            <div key={key}>
              <dt className="inline font-semibold">{t(`directory.${key}`)}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </li>
  );
}
