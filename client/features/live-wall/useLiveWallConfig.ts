import { useQuery } from '@tanstack/react-query';
import { liveWallApi } from '../../../protocol/moments';
import { call, queryKeyOf } from '../../lib/api';

/**
 * The address the QR code opens: the server's PUBLIC_URL (or the address it was reached at), and
 * this page's own origin until that answer arrives or when it cannot be had.
 */
export function usePublicUrl(): string {
  const { data } = useQuery({
    queryKey: queryKeyOf(liveWallApi.config),
    queryFn: () => call(liveWallApi.config),
    retry: 3,
  });
  return data?.publicUrl ?? window.location.origin;
}
