import { SiteAccessCard } from './SiteAccessCard';

/** The /admin 'Access' tab: who may enter the site (RSVPs waiting for a guest: the RSVPs tab). */
export function AccessTab() {
  return (
    <div className="grid gap-8">
      <SiteAccessCard />
    </div>
  );
}
