import { useStrings, type Translate } from '../../lib/use-strings';
import {
  moderationKinds,
  moderationModes,
  type ModerationAction,
  type ModerationKind,
  type ModerationMode,
} from '../../../protocol/moderation';
import { QueryStatus } from '../../lib/query-status';
import { useActionLog } from './useModeration';
import { Panel } from '../../lib/ui/panel';

const isKind = (value: string | undefined): value is ModerationKind =>
  moderationKinds.some((kind) => kind === value);
const isMode = (value: string | undefined): value is ModerationMode =>
  moderationModes.some((mode) => mode === value);

/**
 * A policy change is stored as 'moments: review, photos: publish' (the wire's words): shown in the
 * organizer's language; anything else as stored.
 */
function detailText(t: Translate<'admin-moderation'>, line: ModerationAction): string | undefined {
  if (line.action !== 'policy' || !line.detail) return line.detail;
  return line.detail
    .split(', ')
    .map((change) => {
      const [kind, mode] = change.split(': ');
      if (!isKind(kind) || !isMode(mode)) return change;
      return t('log.policyChange', { kind: t(`kinds.${kind}`), mode: t(`log.modes.${mode}`) });
    })
    .join(', ');
}

function Line({ line }: { line: ModerationAction }) {
  const { t, i18n } = useStrings('admin-moderation');
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(line.at));
  const who = [
    line.by.name ?? t('log.anonymous'),
    [t('log.session', { session: line.by.session }), line.by.device].filter(Boolean).join(', '),
  ];
  return (
    <li className="grid gap-0.5 border-b border-blush-100 py-2 last:border-b-0">
      <p className="text-stone-800">
        <span className="font-medium">{who[0]}</span>{' '}
        <span className="text-sm text-stone-700">({who[1]})</span> {t(`log.actions.${line.action}`)}
        {line.kind && <> · {t(`kinds.${line.kind}`)}</>}
        {line.detail && <> · {detailText(t, line)}</>}
      </p>
      {line.excerpt && (
        <p className="break-words text-sm italic text-stone-700">“{line.excerpt}”</p>
      )}
      <p className="text-sm text-stone-600">
        <time dateTime={line.at}>{when}</time>
      </p>
    </li>
  );
}

/** Who did what and when, for the couple to read afterwards. */
export function ActionLog() {
  const { t } = useStrings('admin-moderation');
  const log = useActionLog();
  return (
    <Panel titleId="moderation-log-title" title={t('log.title')} layout="grid content-start gap-2">
      <QueryStatus
        query={log}
        loadingText={t('log.loading')}
        errorText={t('log.error')}
        retryText={t('log.retry')}
        align="start"
      />
      {log.data?.length === 0 && <p className="text-stone-600">{t('log.empty')}</p>}
      {log.data && log.data.length > 0 && (
        // A long log scrolls: focusable, so keyboard users can scroll it too.
        <div
          role="group"
          tabIndex={0}
          aria-labelledby="moderation-log-title"
          className="max-h-[28rem] overflow-y-auto rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-blush-500"
        >
          <ol aria-labelledby="moderation-log-title">
            {log.data.map((line) => (
              <Line key={line.id} line={line} />
            ))}
          </ol>
        </div>
      )}
    </Panel>
  );
}
