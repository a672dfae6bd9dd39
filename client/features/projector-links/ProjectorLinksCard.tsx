import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../lib/use-strings';
import { PROJECTOR_LINK_MESSAGES } from '../../../protocol/projector-links';
import { ApiError } from '../../lib/api';
import { signalFailure } from '../../lib/failure-feedback';
import { Button } from '../../lib/ui/button';
import { FreshLink, IssuedLinkRow } from '../../lib/ui/issued-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../lib/ui/card';
import { Input } from '../../lib/ui/input';
import { Label } from '../../lib/ui/label';
import { toast } from '../../lib/ui/use-toast';
import { errorText, serverText } from '../../lib/error-text';
import './strings';
import {
  projectorUrl,
  useCreateProjectorLink,
  useProjectorLinks,
  useRevokeProjectorLink,
} from './useProjectorLinks';

/**
 * Organizers' links for the reception screens: on an invite-only site, `/live` opens only with one
 * (or an organizer session). A new link's address is shown once: the server keeps only its hash.
 */
export function ProjectorLinksCard() {
  const { t, i18n } = useStrings('projector-links');
  const links = useProjectorLinks();
  const create = useCreateProjectorLink();
  const revoke = useRevokeProjectorLink();
  const [label, setLabel] = useState('');
  const [labelError, setLabelError] = useState<string | undefined>();
  const [fresh, setFresh] = useState<{ id: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const labelId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) {
      setLabelError(errorText({ message: PROJECTOR_LINK_MESSAGES.labelRequired }));
      return;
    }
    setLabelError(undefined);
    create.mutate(label.trim(), {
      onSuccess: (link) => {
        setLabel('');
        setCopied(false);
        setFresh({ id: link.id, url: projectorUrl(link.token) });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setLabelError(serverText(error) ?? t('card.failed'));
        } else signalFailure(t('card.title'), t('card.failed'), error);
      },
    });
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle id="projector-links-title">{t('card.title')}</CardTitle>
        <CardDescription>{t('card.help')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form onSubmit={submit} className="grid gap-2" aria-labelledby="projector-links-title">
          <Label htmlFor={labelId}>{t('card.label')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={labelId}
              value={label}
              maxLength={80}
              placeholder={t('card.labelPlaceholder')}
              onChange={(event) => setLabel(event.target.value)}
              aria-invalid={Boolean(labelError)}
              aria-describedby={labelError ? errorId : undefined}
              className="max-w-xs"
            />
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('card.creating') : t('card.create')}
            </Button>
          </div>
          {labelError && (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {labelError}
            </p>
          )}
        </form>
        {fresh && (
          <FreshLink
            message={t('card.created')}
            url={fresh.url}
            testId="projector-link-url"
            copied={copied}
            copyText={t('card.copy')}
            copiedText={t('card.copied')}
            onCopy={() => void copy(fresh.url)}
          />
        )}
        <section aria-labelledby="projector-links-list" className="grid gap-2">
          <h4 id="projector-links-list" className="font-semibold text-stone-900">
            {t('card.listTitle')}
          </h4>
          {links.isPending && <p role="status">{t('card.loading')}</p>}
          {links.isError && <p role="alert">{t('card.failed')}</p>}
          {links.data?.length === 0 && <p className="text-stone-700">{t('card.empty')}</p>}
          <ul className="grid gap-2">
            {links.data?.map((link) => (
              <IssuedLinkRow
                key={link.id}
                label={link.label}
                createdOn={t('card.createdOn', {
                  date: new Date(link.createdAt).toLocaleString(i18n.language),
                })}
              >
                <Button
                  type="button"
                  variant="outline"
                  disabled={revoke.isPending && revoke.variables === link.id}
                  aria-label={t('card.revokeLabel', { label: link.label })}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => {
                        if (fresh?.id === link.id) setFresh(null);
                        toast({ title: t('card.revoked') });
                      },
                      onError: (error) => signalFailure(t('card.title'), t('card.failed'), error),
                    })
                  }
                >
                  {t('card.revoke')}
                </Button>
              </IssuedLinkRow>
            ))}
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
