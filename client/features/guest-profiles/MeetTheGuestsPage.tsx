import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useStrings } from '../../lib/use-strings';
import { QueryStatus } from '../../lib/query-status';
import { GuestPage } from '../../lib/ui/guest-page';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { useGuestAuthSession } from '../guest-gate/signed-in-guest';
import { ProfileCard } from './ProfileCard';
import { ProfileForm } from './ProfileForm';
import { useGuestDirectory, useMyProfile } from './useGuestProfiles';
import './strings';

/** "Meet the guests": for guests signed in with an invite code. */
export function MeetTheGuestsPage() {
  const { t } = useStrings('guest-profiles');
  const session = useGuestAuthSession();
  const guest = session.data?.guest ?? null;
  return (
    <GuestPage look="start" width="5xl" mainClassName="gap-8" title={t('title')} intro={t('intro')}>
      {session.isPending ? null : guest ? (
        <SignedInContent defaultName={guest.firstName} />
      ) : (
        <p>
          {t('signIn')}{' '}
          <Link to="/guest-login" className="text-blush-700 underline underline-offset-4">
            {t('signInLink')}
          </Link>
        </p>
      )}
    </GuestPage>
  );
}

function SignedInContent({ defaultName }: { defaultName: string }) {
  const { t } = useStrings('guest-profiles');
  const mine = useMyProfile(true);
  const directory = useGuestDirectory(true);
  const [interest, setInterest] = useState('');
  const searchId = useId();
  const wanted = interest.trim().toLowerCase();
  const shown = (directory.data ?? []).filter(
    (p) => !wanted || p.interests.some((i) => i.toLowerCase().includes(wanted)),
  );
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section className="self-start rounded-xl border border-blush-100 bg-white p-4">
        {mine.isSuccess && (
          <ProfileForm key={mine.data?.id ?? 'new'} profile={mine.data} defaultName={defaultName} />
        )}
      </section>
      <section aria-labelledby="directory-title" className="grid content-start gap-4">
        <h2 id="directory-title" className="font-serif text-2xl text-blush-700">
          {t('directory.title')}
        </h2>
        <div>
          <Label htmlFor={searchId}>{t('directory.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={interest}
            onChange={(e) => setInterest(e.target.value)}
          />
        </div>
        <QueryStatus
          query={directory}
          align="start"
          loadingText={t('directory.loading')}
          errorText={t('directory.loadError')}
          retryText={t('directory.retry')}
        />
        {directory.isSuccess &&
          (shown.length > 0 ? (
            <ul className="grid gap-3">
              {shown.map((profile) => (
                <ProfileCard key={profile.id} profile={profile} />
              ))}
            </ul>
          ) : (
            <p>
              {wanted
                ? t('directory.noMatch', { interest: interest.trim() })
                : t('directory.empty')}
            </p>
          ))}
      </section>
    </div>
  );
}
