import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useStrings } from '../../lib/use-strings';
import { translateApi, type PostKind, type PostLanguage } from '../../../protocol/translate';
import { ApiError, call, queryKeyOf } from '../../lib/api';
import './strings';

/** Whether the server has an AI endpoint; asked once per visit, shared by every post. */
function useCanTranslate(): boolean {
  const capabilities = useQuery({
    queryKey: queryKeyOf(translateApi.capabilities),
    queryFn: () => call(translateApi.capabilities),
    staleTime: Infinity,
    retry: false,
  });
  return capabilities.data?.translation ?? false;
}

function errorKey(error: unknown): 'rateLimited' | 'tooLong' | 'signInRequired' | 'failed' {
  // A visitor who only typed a name: translations are for guests signed in with their invitation.
  if (error instanceof ApiError && error.status === 401) return 'signInRequired';
  // This device sending too fast (429), or the AI provider's own limit (its reason, with a 503).
  if (error instanceof ApiError && (error.status === 429 || error.body?.reason === 'rate_limited'))
    return 'rateLimited';
  if (error instanceof ApiError && error.status === 413) return 'tooLong';
  return 'failed';
}

export function TranslationToggle({ kind, id }: { kind: PostKind; id: string }) {
  const { t, i18n } = useStrings('postTranslation');
  const canTranslate = useCanTranslate();
  const [shown, setShown] = useState(false);
  // Into the language the guest reads the site in.
  const targetLanguage: PostLanguage = i18n.language.startsWith('es') ? 'es' : 'en';
  const translation = useQuery({
    queryKey: ['post-translation', kind, id, targetLanguage],
    queryFn: () => call(translateApi.post, { body: { kind, id, targetLanguage } }),
    enabled: canTranslate && shown,
    staleTime: Infinity,
    retry: false,
  });
  if (!canTranslate) return null;

  return (
    <div className="mt-1 grid justify-items-start gap-1 text-sm">
      {shown && translation.isFetching && (
        <p role="status" className="text-stone-600">
          {t('translating')}
        </p>
      )}
      {shown && translation.data && (
        <div className="rounded-md bg-stone-50 p-2">
          <p lang={targetLanguage} className="whitespace-pre-line break-words text-base text-stone-800">
            {translation.data.translatedText}
          </p>
          <p className="text-stone-600">{t('byAi')}</p>
        </div>
      )}
      {shown && translation.isError && !translation.isFetching && (
        <p role="alert" className="text-red-800">
          {t(`errors.${errorKey(translation.error)}`)}{' '}
          <button type="button" className="font-medium underline underline-offset-4" onClick={() => void translation.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      <button
        type="button"
        aria-expanded={shown}
        className="min-h-8 font-medium text-blush-700 underline underline-offset-4"
        onClick={() => setShown((value) => !value)}
      >
        {shown ? t('seeOriginal') : t('see')}
      </button>
    </div>
  );
}
