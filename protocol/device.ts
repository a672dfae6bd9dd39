import { z } from 'zod';
import { DEVICE_ISSUE_PATH, LEGACY_DEVICE_ID_PATTERN } from './device-token';
import { endpoint } from './endpoint';

export { DEVICE_TOKEN_PATTERN, LEGACY_DEVICE_ID_PATTERN } from './device-token';

export const deviceIssueBodySchema = z.object({
  /** The id this phone used before: its posts, likes and player stay its own. */
  legacyId: z.string().regex(LEGACY_DEVICE_ID_PATTERN, 'Invalid device id').optional(),
  /** Random, kept by the phone until it holds a token: a retried claim gets the same identity. */
  claimNonce: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid claim').optional(),
});

export const deviceIssueResponseSchema = z.object({ token: z.string() });
export type DeviceIssueResponse = z.infer<typeof deviceIssueResponseSchema>;

export const deviceApi = {
  /**
   * A device identity for this phone: the one it already holds (sent in the header), its old id
   * claimed, or a new one. New identities are bounded per network address.
   */
  issue: endpoint({
    method: 'POST',
    path: DEVICE_ISSUE_PATH,
    access: 'public',
    openOnInviteOnlySite: 'everyone',
    body: deviceIssueBodySchema,
    response: deviceIssueResponseSchema,
    writeLimit: 'none',
    // New identities per address; a phone given back the one it holds does not draw on it.
    ownLimit: 'device-issuance',
  }),
} as const;
