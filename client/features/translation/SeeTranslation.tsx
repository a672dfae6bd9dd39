import { Suspense } from 'react';
import type { PostKind } from '../../../protocol/translate';
import { lazyWithRetry } from '../../lib/lazy-component';

// The toggle and its strings load on demand: the posts it sits under may be on the first screen.
const TranslationToggle = lazyWithRetry(() =>
  import('./TranslationToggle').then((m) => ({ default: m.TranslationToggle })),
);

/** 'See translation' under a guest's post; nothing when the site has no AI endpoint. */
export function SeeTranslation({ kind, id }: { kind: PostKind; id: string }) {
  return (
    <Suspense fallback={null}>
      <TranslationToggle kind={kind} id={id} />
    </Suspense>
  );
}
