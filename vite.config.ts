import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const serverPort = Number(process.env.PORT ?? 3000);
const serverTarget = `http://localhost:${serverPort}`;

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': serverTarget,
      '/socket.io': { target: serverTarget, ws: true },
    },
  },
  test: {
    root: '.',
    projects: [
      {
        test: {
          name: 'server',
          root: '.',
          environment: 'node',
          include: ['protocol/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/per-file-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          root: '.',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          exclude: ['client/e2e/**'],
          setupFiles: ['client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          root: '.',
          environment: 'node',
          include: ['client/e2e/**/*.e2e.ts'],
          globalSetup: ['server/test/global-setup.ts', 'client/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
