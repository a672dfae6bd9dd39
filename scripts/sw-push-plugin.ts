/**
 * Vite build step: emits `sw-push.js`, the service worker's push handlers
 * (client/features/push/sw-push.ts), bundled and minified by esbuild at the app's build target.
 * The Workbox worker imports it (`importScripts` in vite.config.ts): the generated worker keeps its
 * precache and runtime caches as configured, and the handlers stay a typed, tested module.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { bundleClassicScript } from './bundle-script';

export const SW_PUSH_FILE = 'sw-push.js';

export function swPushPlugin(clientRoot: string): Plugin {
  let target: string | string[] = 'esnext';
  return {
    name: 'wedding-sw-push',
    apply: 'build',
    configResolved(config) {
      target = config.build.target || 'esnext';
    },
    async generateBundle() {
      const source = await bundleClassicScript(
        path.join(clientRoot, 'features/push/sw-push.ts'),
        target,
      );
      this.emitFile({ type: 'asset', fileName: SW_PUSH_FILE, source });
    },
  };
}
