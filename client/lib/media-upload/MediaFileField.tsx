import { PHOTO_INPUT_ACCEPT } from '../../../protocol/images';
import { VIDEO_CONTENT_TYPES } from '../../../protocol/uploads';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useStrings } from '../use-strings';
import { FormField } from '../form-field';
import '../form-strings';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import './strings';
import { fileProblem, type MediaKind } from './upload';

type MediaFileFieldProps = {
  id: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why the form cannot be sent without a file (the form's message), if it cannot. */
  error?: string;
  /** The guest book's photo is optional; a photo or GIF moment's is not. */
  optional?: boolean;
  label?: string;
  /** A picture (the default) or a video moment's film. */
  kind?: MediaKind;
};

/** What each kind's picker offers: by type, and by extension where systems give none. */
const ACCEPT: Record<MediaKind, string> = {
  picture: PHOTO_INPUT_ACCEPT,
  video: `${VIDEO_CONTENT_TYPES.join(',')},.mp4,.mov,.webm`,
};

/**
 * A photo or GIF from the phone (its camera or its pictures): a moment's, a guest book entry's,
 * or a photo on a moment of the day. Pictures are only ever uploaded to this site, never linked from elsewhere.
 */
export function MediaFileField({
  id,
  file,
  onChange,
  error,
  optional = false,
  label,
  kind = 'picture',
}: MediaFileFieldProps) {
  const { t } = useStrings('media');
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <FormField
      id={id}
      label={label ?? t(kind === 'video' ? 'videoFile' : 'mediaFile')}
      {...(optional ? { optionalText: t('forms:optional') } : {})}
      hint={t(kind === 'video' ? 'videoFileHint' : 'mediaFileHint')}
      error={problem ?? error}
    >
      {(aria) =>
        file ? (
          <div className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-stone-800">{file.name}</span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => onChange(null)}
              aria-label={t('removeFile', { name: file.name })}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : (
          <Input
            {...aria}
            type="file"
            accept={ACCEPT[kind]}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const why = chosen ? fileProblem(chosen, kind) : null;
              setProblem(why ? t(why) : undefined);
              if (why) event.target.value = '';
              onChange(why ? null : chosen);
            }}
          />
        )
      }
    </FormField>
  );
}
