import { RotateCcw, X } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { Button } from '../../lib/ui/button';
import { VideoStatus } from '../../lib/video/VideoStatus';
import type { PhotoFile } from './uploader';

/** What became of a stored photo once the server was asked to keep it. */
export type Outcome =
  | { state: 'confirming' }
  | { state: 'done'; pending: boolean }
  /** A video, stored and being made (`id` is its gallery photo's): joins the gallery once ready. */
  | { state: 'preparing'; id: string; pending: boolean }
  | { state: 'refused'; message: string };

/** One chosen photo or video in the uploader: its progress, what became of it, retry and remove. */
export function FileRow({
  file,
  outcome,
  onRemove,
  onRetry,
}: {
  file: PhotoFile;
  outcome: Outcome | undefined;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t } = useStrings('photos');
  const percent = file.progress.percentage ?? 0;
  const status =
    outcome?.state === 'refused'
      ? outcome.message
      : outcome?.state === 'done'
        ? outcome.pending
          ? t('form.waiting')
          : t('form.done')
        : file.error
          ? t('errors.failedFile', { file: file.name })
          : undefined;
  return (
    <li className="rounded-md border border-stone-200 bg-white p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium text-stone-800">{file.name}</span>
        <div className="flex shrink-0 gap-1">
          {file.error && (
            <Button type="button" size="sm" variant="ghost" onClick={onRetry}>
              <RotateCcw aria-hidden="true" />
              {t('form.retry')}
            </Button>
          )}
          {!file.progress.uploadStarted ||
          outcome?.state === 'done' ||
          outcome?.state === 'preparing' ||
          outcome?.state === 'refused' ? (
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={t('form.remove', { name: file.name })}
              onClick={onRemove}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </div>
      <progress
        className="mt-2 h-2 w-full accent-blush-600"
        max={100}
        value={percent}
        aria-label={t('form.progress', { name: file.name, percent })}
      />
      {status && <p className="mt-1 text-sm text-stone-700">{status}</p>}
      {outcome?.state === 'preparing' && (
        <VideoStatus kind="gallery" id={outcome.id} className="mt-2" />
      )}
    </li>
  );
}
