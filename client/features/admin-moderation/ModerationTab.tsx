import { useStrings } from '../../lib/use-strings';
import { ORGANIZER_NAME_MAX_LENGTH } from '../../../protocol/moderation';
import { AdminSection } from '../../lib/ui/admin-section';
import { Input } from '../../lib/ui/input';
import { ActionLog } from './ActionLog';
import { PhotosDownload } from './PhotosDownload';
import { QueuePanel } from './QueuePanel';
import { SettingsPanel } from './SettingsPanel';
import './strings';
import { useLiveModeration, useOrganizerName } from './useModeration';

/** The /admin 'Moderation' tab: one queue for what guests post, the policy, the wall and the log. */
export function ModerationTab() {
  const { t } = useStrings('admin-moderation');
  useLiveModeration();
  const [organizerName, setOrganizerName] = useOrganizerName();
  return (
    <AdminSection titleId="admin-moderation-title" title={t('title')} intro={t('intro')}>
      <div className="grid max-w-md gap-1">
        <label htmlFor="moderation-organizer-name" className="font-medium text-stone-800">
          {t('you.label')}
        </label>
        <Input
          id="moderation-organizer-name"
          autoComplete="name"
          maxLength={ORGANIZER_NAME_MAX_LENGTH}
          value={organizerName}
          aria-describedby="moderation-organizer-name-hint"
          onChange={(event) => setOrganizerName(event.target.value)}
        />
        <p id="moderation-organizer-name-hint" className="text-sm text-stone-700">
          {t('you.hint')}
        </p>
      </div>
      <SettingsPanel organizerName={organizerName} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <QueuePanel organizerName={organizerName} />
        <ActionLog />
      </div>
      <PhotosDownload />
    </AdminSection>
  );
}

export default ModerationTab;
