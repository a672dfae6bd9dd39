import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../lib/realtime/useTopic';
import { myPostsInfoKey } from './my-posts-key';

/**
 * Keeps "my photos and posts" in step with the couple's switch: when it flips, an open menu shows
 * or drops the link and /my-posts its download, without a reload. The counts come with a refetch.
 */
export function useFollowDownloadsSwitch(): void {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: myPostsInfoKey });
  useTopic('downloads', { 'downloads:switched': () => void refetch() }, refetch);
}
