// Zod-free on purpose: every request of the guest's first screen carries the identity.

/**
 * A device identity is issued by the server: `d1.<id>.<issued>.<signature>`. The page keeps it
 * (and its offline outbox sends it) in the `x-device-id` header and the socket handshake; a value
 * the server did not sign is no identity at all.
 */
export const DEVICE_TOKEN_PATTERN = /^d1\.[A-Za-z0-9_-]{16,64}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{43}$/;

/** The random id a phone made for itself before identities were issued (claimed once). */
export const LEGACY_DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The ids the old client actually made (`crypto.randomUUID()` without its dashes): only these can
 * be claimed. An issued id (22 characters of base64url) never has this shape.
 */
export const OLD_CLIENT_DEVICE_ID_PATTERN = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/;

/** Where a phone asks for its identity (deviceApi.issue). */
export const DEVICE_ISSUE_PATH = '/api/device';
