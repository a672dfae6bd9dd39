import { useTranslation } from 'react-i18next';
import type { PartyMember } from '../../../../protocol/wedding-party';
import { Button } from '../../../lib/ui/button';
import { PartyMemberCard } from './PartyMemberCard';
import '../strings';
import { groupBySide, useWeddingParty } from '../hooks/useWeddingParty';

function PartyGroup({ id, title, members }: { id: string; title: string; members: PartyMember[] }) {
  if (!members.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h3 id={id} className="text-center font-serif text-2xl text-blush-700">
        {title}
      </h3>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {members.map((member) => (
          <PartyMemberCard key={member.id} member={member} />
        ))}
      </ul>
    </section>
  );
}

export function WeddingPartySection() {
  const { t } = useTranslation('weddingParty');
  const party = useWeddingParty();
  const groups = party.data ? groupBySide(party.data) : undefined;

  return (
    <section
      id="wedding-party"
      aria-labelledby="wedding-party-title"
      className="scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-5xl">
        <h2
          id="wedding-party-title"
          className="text-center font-serif text-3xl text-blush-700 sm:text-4xl"
        >
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-base text-stone-600 sm:text-lg">
          {t('intro')}
        </p>
        <div className="mt-10">
          {party.isPending && (
            <p role="status" className="text-center text-stone-600">
              {t('loading')}
            </p>
          )}
          {party.isError && (
            <div
              role="alert"
              className="flex flex-col items-center gap-3 text-center text-stone-700"
            >
              <p>{t('loadError')}</p>
              <Button variant="outline" onClick={() => void party.refetch()}>
                {t('retry')}
              </Button>
            </div>
          )}
          {groups && (
            <>
              <PartyGroup
                id="wedding-party-bride"
                title={t('bridesmaids')}
                members={groups.bride}
              />
              <PartyGroup id="wedding-party-groom" title={t('groomsmen')} members={groups.groom} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
