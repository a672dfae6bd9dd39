import { DEVICE_HEADER, buildPath, errorBodySchema, type ErrorBody } from '../../../protocol/http';
import {
  AUTHOR_TOKEN_HEADER,
  momentDeletedSchema,
  momentsApi,
  type MomentDeleted,
} from '../../../protocol/moments';
import { ApiError } from '../../lib/api';
import { getDeviceId } from '../../lib/device';

/**
 * DELETE of a moment. `call()` sends no custom header, and the author's proof travels in one
 * (AUTHOR_TOKEN_HEADER), so this request is made here, with the same conventions as `call()`:
 * cookies (an organizer's session), the device id, and an ApiError on a non-ok answer.
 */
export async function deleteMoment(
  id: string,
  authorToken: string | undefined,
): Promise<MomentDeleted> {
  const headers: Record<string, string> = { [DEVICE_HEADER]: getDeviceId() };
  if (authorToken) headers[AUTHOR_TOKEN_HEADER] = authorToken;
  const response = await fetch(buildPath(momentsApi.remove.path, { id }), {
    method: 'DELETE',
    headers,
    credentials: 'include',
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    let body: ErrorBody | undefined;
    try {
      const parsed = errorBodySchema.safeParse(JSON.parse(text));
      if (parsed.success) body = parsed.data;
    } catch {
      // Not JSON: the text is the message.
    }
    throw new ApiError(response.status, `${response.status}: ${text}`, body);
  }
  return momentDeletedSchema.parse(await response.json());
}
