import { Download } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { downloadAllPhotos } from './download-photos';
import './strings';
import { Panel } from '../../lib/ui/panel';

type DownloadState =
  { phase: 'idle' } | { phase: 'running'; bytes: number } | { phase: 'done'; bytes: number };

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/** Organizers' copy of every published photo: the originals, metadata-free, in one ZIP. */
export function PhotosDownload() {
  const { t } = useStrings('admin-moderation');
  const [state, setState] = useState<DownloadState>({ phase: 'idle' });
  const running = state.phase === 'running';

  const start = async () => {
    setState({ phase: 'running', bytes: 0 });
    try {
      const bytes = await downloadAllPhotos((received) =>
        setState({ phase: 'running', bytes: received }),
      );
      setState({ phase: 'done', bytes });
    } catch (error) {
      setState({ phase: 'idle' });
      signalFailure(t('download.errorTitle'), t('download.failed'), error);
    }
  };

  return (
    <Panel titleId="moderation-download-title" title={t('download.title')}>
      <p className="text-sm text-stone-700">{t('download.hint')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          onClick={() => void start()}
          disabled={running}
          aria-describedby="moderation-download-status"
        >
          <Download aria-hidden="true" className="size-4" />
          {running ? t('download.running') : t('download.button')}
        </Button>
        <p id="moderation-download-status" role="status" className="text-sm text-stone-700">
          {state.phase === 'running' && t('download.progress', { size: megabytes(state.bytes) })}
          {state.phase === 'done' && t('download.done', { size: megabytes(state.bytes) })}
        </p>
      </div>
    </Panel>
  );
}
