import { Hash, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useStrings } from '../../../lib/use-strings';
import {
  HASHTAGS_MAX_COUNT,
  HASHTAG_MAX_LENGTH,
  normalizeHashtags,
} from '../../../../protocol/moments';
import { Button } from '../../../lib/ui/button';
import { Input } from '../../../lib/ui/input';
import { Label } from '../../../lib/ui/label';
import '../../../lib/form-strings';
import '../strings';

type HashtagInputProps = {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
};

/**
 * Hashtags are typed without '#' (one typed anyway is dropped), added with Enter or the plus
 * button, and removed by clicking them. The list follows the server's rules (`normalizeHashtags`):
 * trimmed, no empty ones, no duplicates whatever their case.
 */
export function HashtagInput({ id, value, onChange }: HashtagInputProps) {
  const { t } = useStrings('moments');
  const [draft, setDraft] = useState('');
  const full = value.length >= HASHTAGS_MAX_COUNT;

  const add = () => {
    if (full) return;
    setDraft('');
    const next = normalizeHashtags([...value, draft]);
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the hashtag; it must not send the whole form.
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>
        {t('form.hashtags')}{' '}
        <span className="font-normal text-stone-500">{t('forms:optional')}</span>
      </Label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Hash
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
          />
          <Input
            id={id}
            value={draft}
            maxLength={HASHTAG_MAX_LENGTH}
            disabled={full}
            autoCapitalize="none"
            autoComplete="off"
            enterKeyHint="enter"
            placeholder={t('form.hashtagPlaceholder')}
            aria-describedby={`${id}-hint`}
            className="pl-8"
            onChange={(event) => setDraft(event.target.value.replaceAll('#', ''))}
            onKeyDown={onKeyDown}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('form.addHashtag')}
          disabled={full || !draft.trim()}
          onClick={add}
        >
          <Plus aria-hidden />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-stone-600">
        {full ? t('form.hashtagLimit') : t('form.hashtagHint')}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.chosenHashtags')}>
          {value.map((tag) => (
            <li key={tag.toLowerCase()}>
              <button
                type="button"
                aria-label={t('form.removeHashtag', { tag })}
                onClick={() => onChange(value.filter((existing) => existing !== tag))}
                className="inline-flex min-h-11 items-center gap-1 rounded-full bg-blush-100 px-3 text-base font-medium text-blush-700 hover:bg-blush-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blush-500"
              >
                #{tag}
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
