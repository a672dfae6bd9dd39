import { keepsakeApi, MY_POSTS_ZIP_NAME } from '../../../protocol/keepsake';
import { apiRequest, call } from '../../lib/api';

export const loadMyPostsInfo = () => call(keepsakeApi.myPostsInfo);

/**
 * Fetches this guest's ZIP and hands it to the browser's download. A plain link would not carry
 * the device identity (a header), and a guest without an invitation is known only by it.
 */
export async function downloadMyPosts(): Promise<void> {
  const response = await apiRequest(
    keepsakeApi.myPostsDownload.method,
    keepsakeApi.myPostsDownload.path,
  );
  // One guest's posts: small enough for a Blob, which browsers keep on disk when large.
  const blob = await response.blob();
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/zip' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = MY_POSTS_ZIP_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has been handled: the download keeps its own reference.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
