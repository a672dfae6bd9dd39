import { SiteAccessCard } from './SiteAccessCard';
import { UnmatchedRsvps } from './UnmatchedRsvps';

/** The /admin 'Access' tab: who may enter the site, and RSVPs waiting for a guest. */
export function AccessTab() {
  return (
    <div className="grid gap-8">
      <SiteAccessCard />
      <UnmatchedRsvps />
    </div>
  );
}
