import { findExecutable } from './find-executable';

/** Where Debian, Ubuntu and Google put their browsers; CHROMIUM_PATH overrides. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Flags for headless Chromium on this kind of machine: run as root (no sandbox), no GPU, and no
 * background calls to Google's services, which a closed network refuses by the dozen.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  // WebGL on the CPU (SwiftShader), so the venue map is really drawn in tests; Chromium has begun
  // to drop this fallback unless asked for.
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's test camera (a moving pattern) in place of a real one. With the fake UI flag every
 * camera request is granted; without it, a page's request is refused unless its context was
 * granted the 'camera' permission.
 */
export const FAKE_CAMERA_ARGS = ['--use-fake-device-for-media-stream'];
export const FAKE_CAMERA_ALWAYS_ALLOWED_ARGS = [
  ...FAKE_CAMERA_ARGS,
  '--use-fake-ui-for-media-stream',
];

/** CHROMIUM_PATH when set (and then only it), otherwise the first of the usual system paths. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
): { path: string } | { missing: string } {
  return findExecutable(
    env,
    'CHROMIUM_PATH',
    SYSTEM_CHROMIUMS,
    `no Chromium found (set CHROMIUM_PATH, or install one at ${SYSTEM_CHROMIUMS.join(', ')})`,
  );
}
