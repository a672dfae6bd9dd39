import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { MenuItem } from '../chrome/menu-items';
import { myPostsInfoKey } from './my-posts-key';

/**
 * The menu's "My photos and posts" item, listed only once the couple turned guests' downloads on.
 * Asked when the menu first opens, never by the first screen; the contract's schemas come along
 * only then.
 */
export function useMyPostsMenuItem(label: string): MenuItem[] {
  const info = useQuery({
    queryKey: myPostsInfoKey,
    queryFn: () => import('./my-posts-api').then((api) => api.loadMyPostsInfo()),
  });
  return info.data?.enabled
    ? [{ name: label, href: '/my-posts', icon: Download, isSection: false }]
    : [];
}
