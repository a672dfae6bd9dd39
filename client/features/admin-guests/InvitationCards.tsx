import { QRCodeSVG } from 'qrcode.react';
import { useStrings } from '../../lib/use-strings';
import type { AdminGuest } from '../../../protocol/admin-guests';
import { Button } from '../../lib/ui/button';
import { TitledDialog } from '../../lib/ui/dialog';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { inviteLink } from './invite-link';
import './invitations.css';
import './strings';

type Props = {
  /** The guests to print; the dialog is closed when empty. */
  guests: readonly AdminGuest[];
  publicUrl: string;
  onClose: () => void;
};

/** Printable invitation cards: name, invite code and a QR code to sign in with it. */
export function InvitationCards({ guests, publicUrl, onClose }: Props) {
  const { t } = useStrings('admin-guests');
  const couple = useWeddingSettings().data?.couple.displayName;
  return (
    <TitledDialog
      open={guests.length > 0}
      onOpenChange={(open) => !open && onClose()}
      data-invitation-sheet
      className="max-w-3xl"
      hideClose
      headerProps={{ 'data-screen-only': true }}
      title={t('cards.title')}
      description={t('cards.description')}
    >
      <div data-screen-only className="flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>{t('cards.print')}</Button>
        <Button variant="outline" onClick={onClose}>
          {t('cards.close')}
        </Button>
      </div>
      <ul className="grid gap-4">
        {guests.map((guest) => {
          const link = inviteLink(publicUrl, guest.inviteCode);
          return (
            <li
              key={guest.id}
              className="invitation-card grid justify-items-center gap-3 rounded-xl border border-blush-200 p-6 text-center"
            >
              {couple && <p className="font-serif text-2xl text-blush-700">{couple}</p>}
              <p className="text-xl">{t('cards.dear', { name: guest.name })}</p>
              <p>{t('cards.invited')}</p>
              <QRCodeSVG
                value={link}
                size={160}
                marginSize={2}
                title={t('cards.qrLabel', { name: guest.name })}
              />
              <p className="text-stone-700">
                {t('cards.code')}:{' '}
                <strong className="font-mono text-2xl tracking-widest text-stone-900">
                  {guest.inviteCode}
                </strong>
              </p>
              <p className="break-all text-sm text-stone-700">
                {t('cards.scan')} {link}
              </p>
            </li>
          );
        })}
      </ul>
    </TitledDialog>
  );
}
