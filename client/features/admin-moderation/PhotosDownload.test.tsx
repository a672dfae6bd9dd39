import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { PhotosDownload } from './PhotosDownload';

/** The ZIP's body, sent a chunk at a time when the test says so, as a slow network would. */
let sendChunk: (bytes: number) => void;
let finish: () => void;
let fail: () => void;
let requested: { url: string; credentials?: RequestCredentials }[];
let saved: { name: string; blob: Blob }[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  requested = [];
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      requested.push({ url, credentials: init.credentials });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          sendChunk = (bytes) => controller.enqueue(new Uint8Array(bytes).fill(7));
          finish = () => controller.close();
          fail = () => controller.error(new TypeError('network error'));
        },
      });
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/zip' } }),
      );
    }),
  );
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      const url = `blob:zip-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)! });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const tick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('PhotosDownload', () => {
  it('streams the ZIP with its progress, the button off meanwhile, then saves it', async () => {
    renderWithProviders(<PhotosDownload />);
    const button = screen.getByRole('button', { name: 'Download all photos (ZIP)' });
    await userEvent.click(button);

    const running = screen.getByRole('button', { name: 'Downloading…' });
    expect(running).toBeDisabled();
    expect(requested).toEqual([{ url: '/api/admin/gallery/download', credentials: 'include' }]);

    await act(async () => sendChunk(1_572_864));
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('1.5 MB received…');
    await act(async () => sendChunk(524_288));
    await tick();
    expect(screen.getByRole('status')).toHaveTextContent('2.0 MB received…');
    expect(saved).toEqual([]);

    await act(async () => finish());
    await screen.findByText('Done: 2.0 MB saved as wedding-photos.zip.');
    expect(screen.getByRole('button', { name: 'Download all photos (ZIP)' })).toBeEnabled();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('wedding-photos.zip');
    expect(saved[0]!.blob.size).toBe(2_097_152);
    expect(saved[0]!.blob.type).toBe('application/zip');
  });

  it('says so when the download breaks off, and lets the organizer try again', async () => {
    renderWithProviders(<PhotosDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'Download all photos (ZIP)' }));
    await act(async () => sendChunk(1000));
    await act(async () => fail());
    expect((await screen.findAllByText('The download failed')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download all photos (ZIP)' })).toBeEnabled();
    expect(saved).toEqual([]);
  });

  it.each(['en', 'es'])('is accessible (axe) in %s', async (language) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<PhotosDownload />);
    await screen.findByRole('button', {
      name: language === 'es' ? 'Descargar todas las fotos (ZIP)' : 'Download all photos (ZIP)',
    });
    expect((await axe.run(document.body)).violations).toEqual([]);
  });
});
