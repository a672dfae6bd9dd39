import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useStrings } from '../../lib/use-strings';
import { registerStrings } from '../../lib/i18n';
import type { MenuItem } from '../chrome/menu-items';
import { myPostsInfoKey } from './my-posts-key';
import { useFollowDownloadsSwitch } from './useFollowDownloadsSwitch';

// Here rather than in the chrome's strings: the label loads with the menu, not the first screen.
export const catalogs = registerStrings('my-posts-menu', {
  en: { label: 'My Photos and Posts' },
  es: { label: 'Mis Fotos y Publicaciones' },
});

/**
 * The menu's "My photos and posts" item, listed only once the couple turned guests' downloads on.
 * Asked when the menu first opens, never by the first screen; the contract's schemas come along
 * only then.
 */
export function useMyPostsMenuItem(): MenuItem[] {
  const { t } = useStrings('my-posts-menu');
  useFollowDownloadsSwitch();
  const info = useQuery({
    queryKey: myPostsInfoKey,
    queryFn: () => import('./my-posts-api').then((api) => api.loadMyPostsInfo()),
  });
  return info.data?.enabled
    ? [{ name: t('label'), href: '/my-posts', icon: Download, isSection: false }]
    : [];
}
