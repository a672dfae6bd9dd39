import { Download } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { keepsakeApi, KEEPSAKE_ZIP_NAME, type KeepsakeJob } from '../../../protocol/keepsake';
import { buttonVariants } from '../../lib/ui/button-variants';
import { formatSize } from './keepsake-cache';
import './strings';

/**
 * What a screen reader hears as a build moves on: each step, then that it is ready. One region that
 * stays mounted, since the views below replace each other. A failure is an alert of its own.
 */
export function KeepsakeAnnouncer({ job }: { job: KeepsakeJob | null }) {
  const { t } = useStrings('keepsake');
  let text = '';
  if (job?.state === 'running') text = `${t('running.title')}: ${t(`phases.${job.phase}`)}`;
  if (job?.state === 'done') text = t('done.title');
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}

/** The latest build: its live progress, the finished ZIP to download, or why it failed. */
export function KeepsakeJobView({ job }: { job: KeepsakeJob }) {
  const { t, i18n } = useStrings('keepsake');
  if (job.state === 'running') {
    // A step that has not counted its items yet is an indeterminate bar (no value), not "0 of 0".
    const counted = job.total > 0;
    const percent = counted ? Math.min(100, Math.round((job.done / job.total) * 100)) : 0;
    const phase = t(`phases.${job.phase}`);
    const count = t('running.progress', { done: job.done, total: job.total });
    return (
      <section aria-labelledby="keepsake-running-title" className="grid gap-3" aria-busy="true">
        <h3 id="keepsake-running-title" className="font-serif text-xl text-blush-700">
          {t('running.title')}
        </h3>
        <p className="font-medium text-stone-800">{phase}</p>
        <div
          role="progressbar"
          aria-label={`${t('running.progressLabel')}: ${phase}`}
          aria-valuemin={0}
          aria-valuemax={counted ? job.total : undefined}
          aria-valuenow={counted ? job.done : undefined}
          aria-valuetext={counted ? count : undefined}
          className="h-3 max-w-xl overflow-hidden rounded-full bg-blush-100"
        >
          <div
            className="h-full rounded-full bg-blush-600 transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        {counted && <p className="text-sm text-stone-700">{count}</p>}
        {job.restarts > 0 && (
          <p className="text-sm text-stone-700">{t('running.restarts', { count: job.restarts })}</p>
        )}
      </section>
    );
  }
  if (job.state === 'failed') {
    return (
      <section role="alert" aria-labelledby="keepsake-failed-title" className="grid gap-2">
        <h3 id="keepsake-failed-title" className="font-serif text-xl text-red-800">
          {t('failed.title')}
        </h3>
        <p className="text-stone-800">{job.error ?? t('failed.unknown')}</p>
      </section>
    );
  }
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(job.finishedAt ?? job.startedAt));
  return (
    <section aria-labelledby="keepsake-done-title" className="grid gap-3">
      <h3 id="keepsake-done-title" className="font-serif text-xl text-blush-700">
        {t('done.title')}
      </h3>
      <p className="text-stone-800">
        {t('done.summary', { size: formatSize(job.sizeBytes ?? 0, i18n.language), date })}
      </p>
      {job.missingFiles > 0 && (
        <p className="text-stone-800">{t('done.missing', { count: job.missingFiles })}</p>
      )}
      {/* A plain link: the organizer cookie authorizes it and the browser streams it to disk. */}
      <a
        href={keepsakeApi.download.path}
        download={KEEPSAKE_ZIP_NAME}
        className={buttonVariants({ size: 'lg', className: 'justify-self-start' })}
      >
        <Download aria-hidden />
        {t('done.download')}
      </a>
    </section>
  );
}
