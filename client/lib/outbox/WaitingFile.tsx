import { useCallback } from 'react';
import { useStrings } from '../use-strings';
import type { OutboxFile } from './store';
import './strings';

/** The photo a waiting write carries, as a small thumbnail; any other file (a video) by its name. */
export function WaitingFile({ file }: { file: OutboxFile }) {
  const { t } = useStrings('outbox');
  const { blob } = file;
  // The picture read from the kept Blob while the thumbnail is shown, released when it goes.
  const showBlob = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  const label = t('waitingFile', { name: file.name });
  return blob.type.startsWith('image/') ? (
    <img
      ref={showBlob}
      alt={label}
      data-outbox="file"
      className="mt-2 h-24 w-24 rounded-md object-cover"
    />
  ) : (
    <p data-outbox="file" className="mt-2 break-all text-sm text-stone-700">
      {label}
    </p>
  );
}
