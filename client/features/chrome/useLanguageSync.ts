import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GuestAuthSession } from '../../../protocol/guests';
import { call } from '../../lib/api';
import type { Language } from '../../lib/i18n';
import { guestAuthSessionKey, useSignedInGuest } from '../guest-gate/signed-in-guest';
import { useWeddingSettings } from '../wedding/useWeddingSettings';
import { applyGuestLanguage, applyWeddingDefault, LANGUAGE_CHANGED_EVENT } from './language';

/**
 * Keeps the page's language in step with what the server knows, on every guest page:
 * - a browser in neither language gets the wedding's default once the settings arrive;
 * - a guest who signs in gets the language stored with them, if this phone has no choice yet;
 * - a signed-in guest's switch is stored with them (their texts and next phone follow it).
 */
export function useLanguageSync(): void {
  const defaultLanguage = useWeddingSettings().data?.defaultLanguage;
  const guest = useSignedInGuest();
  const queryClient = useQueryClient();
  const guestId = guest?.id;
  const guestLanguage = guest?.language;

  useEffect(() => {
    if (defaultLanguage) applyWeddingDefault(defaultLanguage);
  }, [defaultLanguage]);

  useEffect(() => {
    if (guestLanguage) applyGuestLanguage(guestLanguage);
  }, [guestId, guestLanguage]);

  useEffect(() => {
    if (!guestId) return;
    const store = (event: Event) => {
      const language = (event as CustomEvent<Language>).detail;
      void import('../../../protocol/guests')
        .then(({ guestAuthApi }) => call(guestAuthApi.setLanguage, { body: { language } }))
        .then(() =>
          queryClient.setQueryData<GuestAuthSession>(guestAuthSessionKey, (session) =>
            session?.guest ? { guest: { ...session.guest, language } } : session,
          ),
        )
        // The phone keeps the choice either way; the server learns it at the next switch.
        .catch(() => undefined);
    };
    window.addEventListener(LANGUAGE_CHANGED_EVENT, store);
    return () => window.removeEventListener(LANGUAGE_CHANGED_EVENT, store);
  }, [guestId, queryClient]);
}
