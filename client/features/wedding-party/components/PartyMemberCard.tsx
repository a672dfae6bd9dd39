import { useState } from 'react';
import { useStrings } from '../../../lib/use-strings';
import type { PartyMember } from '../../../../protocol/wedding-party';
import { catalogs } from '../strings';

export const DEFAULT_PORTRAIT = '/media/party/default-portrait.svg';

/** Roles the catalog knows are translated; anything else the couple typed is shown as stored. */
function useRoleLabel(role: string): string {
  const { t } = useStrings('weddingParty');
  return isKnownRole(role) ? t(`roles.${role}`) : role;
}

function isKnownRole(role: string): role is keyof typeof catalogs.en.roles {
  return Object.hasOwn(catalogs.en.roles, role);
}

export function PartyMemberCard({ member }: { member: PartyMember }) {
  const { t } = useStrings('weddingParty');
  const role = useRoleLabel(member.role);
  // A broken photo link falls back to the default portrait rather than an empty frame.
  const [photoFailed, setPhotoFailed] = useState(false);
  const photo = member.photoUrl && !photoFailed ? member.photoUrl : DEFAULT_PORTRAIT;

  return (
    <li className="flex flex-col items-center rounded-xl border border-blush-100 bg-white p-4 text-center shadow-sm">
      <img
        src={photo}
        alt={t('portraitOf', { name: member.name })}
        width={112}
        height={112}
        loading="lazy"
        decoding="async"
        onError={() => setPhotoFailed(true)}
        className="size-24 rounded-full object-cover sm:size-28"
      />
      <p className="mt-3 font-serif text-lg font-semibold leading-snug text-stone-800">
        {member.name}
      </p>
      <p className="text-base font-medium text-blush-600">{role}</p>
      {member.relationship && <p className="mt-1 text-sm text-stone-600">{member.relationship}</p>}
    </li>
  );
}
