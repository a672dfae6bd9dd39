import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazyWithRetry } from '../../lib/lazy-component';
import { GuestGate } from '../guest-gate/GuestGate';
import { useSiteAccess } from '../guest-gate/signed-in-guest';
import { GuestChrome } from './GuestChrome';

const GuestPageBanner = lazyWithRetry(() =>
  import('../announcements/GuestPageBanner').then((m) => ({ default: m.GuestPageBanner })),
);

/**
 * The layout of the guest pages other than home (timeline, speech writer, assistant, venue tour,
 * meet the guests): the shared chrome, the page, and the live announcement banner over it. On an
 * invite-only site a stranger gets the same welcome as on the home page, not the page.
 */
export function GuestPageShell() {
  const inviteOnly = useSiteAccess() === 'invite-only';
  const page = (
    <GuestChrome>
      <Outlet />
    </GuestChrome>
  );
  return (
    <>
      {inviteOnly ? <GuestGate>{page}</GuestGate> : page}
      <Suspense fallback={null}>
        <GuestPageBanner />
      </Suspense>
    </>
  );
}
