import { useStrings } from '../../../lib/use-strings';
import type { PartyMember } from '../../../../protocol/wedding-party';
import { QueryStatus } from '../../../lib/query-status';
import { HomeSectionShell } from '../../home/HomeSection';
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
  const { t } = useStrings('weddingParty');
  const party = useWeddingParty();
  const groups = party.data ? groupBySide(party.data) : undefined;

  return (
    <HomeSectionShell id="wedding-party" title={t('title')} intro={t('intro')}>
      <div className="mt-10">
        <QueryStatus
          query={party}
          loadingText={t('loading')}
          errorText={t('loadError')}
          retryText={t('retry')}
        />
        {groups && (
          <>
            <PartyGroup id="wedding-party-bride" title={t('bridesmaids')} members={groups.bride} />
            <PartyGroup id="wedding-party-groom" title={t('groomsmen')} members={groups.groom} />
          </>
        )}
      </div>
    </HomeSectionShell>
  );
}
