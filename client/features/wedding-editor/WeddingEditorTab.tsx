import { useStrings } from '../../lib/use-strings';
import { QueryStatus } from '../../lib/query-status';
import { useWeddingParty } from '../wedding-party/hooks/useWeddingParty';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { PartyForm } from './PartyForm';
import { SettingsForm } from './SettingsForm';
import './strings';

/**
 * The organizer dashboard's wedding editor: the couple, the day, the venues, the story, the party,
 * gifts and contact. The forms start from the stored facts once; a save replaces them for every
 * open page through the public `wedding` topic.
 */
export default function WeddingEditorTab() {
  const { t } = useStrings('wedding-editor');
  const settings = useWeddingSettings();
  const party = useWeddingParty();
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="font-serif text-2xl text-blush-700">{t('title')}</h2>
        <p className="text-stone-600">{t('intro')}</p>
      </div>
      <QueryStatus
        query={settings}
        loadingText={t('loading')}
        errorText={t('loadError')}
        retryText={t('retry')}
        align="start"
      />
      {settings.data && <SettingsForm settings={settings.data} />}
      {party.data && <PartyForm party={party.data} />}
    </div>
  );
}
