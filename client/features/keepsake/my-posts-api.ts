import { keepsakeApi, MY_POSTS_ZIP_NAME } from '../../../protocol/keepsake';
import { apiRequest, call } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

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
  const blob = await response.blob();
  saveFile(new Blob([blob], { type: 'application/zip' }), MY_POSTS_ZIP_NAME);
}
