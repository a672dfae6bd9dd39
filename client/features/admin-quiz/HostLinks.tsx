import { QRCodeSVG } from 'qrcode.react';
import { useId, useState, type FormEvent } from 'react';
import { QUIZ_LIMITS, QUIZ_MESSAGES } from '../../../protocol/quiz';
import { ApiError } from '../../lib/api';
import { errorText, serverText } from '../../lib/error-text';
import { signalFailure } from '../../lib/failure-feedback';
import { QueryStatus } from '../../lib/query-status';
import { Button } from '../../lib/ui/button';
import { FreshLink, IssuedLinkRow } from '../../lib/ui/issued-link';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import { useStrings } from '../../lib/use-strings';
import { ConfirmButton } from './ConfirmButton';
import { hostLinkUrl, useCreateHostLink, useHostLinks, useRevokeHostLink } from './useQuizzes';
import './strings-tools';

/**
 * Links that let someone run the quiz from their phone without the organizer password. A new
 * link's address is shown once (the server keeps only its hash), with a QR code to scan.
 */
export function HostLinks() {
  const { t, i18n } = useStrings('admin-quiz');
  const links = useHostLinks();
  const create = useCreateHostLink();
  const revoke = useRevokeHostLink();
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string>();
  const [fresh, setFresh] = useState<{ id: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const labelId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setLabelError(errorText({ message: QUIZ_MESSAGES.labelRequired }));
    setLabelError(undefined);
    create.mutate(label.trim(), {
      onSuccess: (link) => {
        setLabel('');
        setCopied(false);
        setFresh({ id: link.id, url: hostLinkUrl(link.token) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400)
          setLabelError(serverText(error) ?? t('hostLinks.failed'));
        else signalFailure(t('hostLinks.title'), t('hostLinks.failed'), error);
      },
    });
  };
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <section
      aria-labelledby="quiz-host-links"
      className="grid gap-4 rounded-xl border border-blush-100 bg-white p-4"
    >
      <h3 id="quiz-host-links" className="text-xl font-semibold text-stone-900">
        {t('hostLinks.title')}
      </h3>
      <p className="text-stone-700">{t('hostLinks.help')}</p>
      <form noValidate onSubmit={submit} aria-labelledby="quiz-host-links" className="grid gap-2">
        <Label htmlFor={labelId}>{t('hostLinks.label')}</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={labelId}
            value={label}
            maxLength={QUIZ_LIMITS.hostLinkLabelMax}
            placeholder={t('hostLinks.placeholder')}
            onChange={(event) => setLabel(event.target.value)}
            aria-invalid={Boolean(labelError)}
            aria-describedby={labelError ? `${labelId}-error` : undefined}
            className="max-w-xs"
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('hostLinks.creating') : t('hostLinks.create')}
          </Button>
        </div>
        {labelError && (
          <p id={`${labelId}-error`} role="alert" className="text-sm text-red-700">
            {labelError}
          </p>
        )}
      </form>
      {fresh && (
        <FreshLink
          message={t('hostLinks.created')}
          url={fresh.url}
          testId="quiz-host-link-url"
          copied={copied}
          copyText={t('hostLinks.copy')}
          copiedText={t('hostLinks.copied')}
          onCopy={() => void copy(fresh.url)}
          picture={
            <QRCodeSVG
              value={fresh.url}
              size={160}
              marginSize={2}
              role="img"
              aria-label={t('hostLinks.qr')}
            />
          }
        />
      )}
      <h4 className="font-semibold text-stone-900">{t('hostLinks.listTitle')}</h4>
      <QueryStatus
        query={links}
        align="start"
        loadingText={t('hostLinks.loading')}
        errorText={t('hostLinks.failed')}
        retryText={t('results.retry')}
      />
      {links.data?.length === 0 && <p className="text-stone-700">{t('hostLinks.empty')}</p>}
      <ul aria-label={t('hostLinks.listTitle')} className="grid gap-2">
        {links.data?.map((link) => (
          <IssuedLinkRow
            key={link.id}
            label={link.label}
            createdOn={t('hostLinks.createdOn', {
              date: new Date(link.createdAt).toLocaleString(i18n.language),
            })}
          >
            <ConfirmButton
              label={t('hostLinks.revokeLabel', { label: link.label })}
              question={t('hostLinks.confirmRevoke', { label: link.label })}
              confirm={t('hostLinks.confirm')}
              cancel={t('hostLinks.cancel')}
              pending={revoke.isPending}
              onConfirm={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => {
                    if (fresh?.id === link.id) setFresh(null);
                    toast({ title: t('hostLinks.revoked') });
                  },
                  onError: (error) =>
                    signalFailure(t('hostLinks.title'), t('hostLinks.failed'), error),
                })
              }
            >
              {t('hostLinks.revoke')}
            </ConfirmButton>
          </IssuedLinkRow>
        ))}
      </ul>
    </section>
  );
}
