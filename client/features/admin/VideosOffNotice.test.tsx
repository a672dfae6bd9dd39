import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { videoStatusApi } from '../../../protocol/video-status';
import { queryKeyOf } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { json, stubFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render';
import { VideosOffNotice } from './VideosOffNotice';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const CEILINGS = { maxSeconds: 180, maxMb: 300, mbPerDeviceHour: 600 };
const statusOf = (videos: 'on' | 'off') => ({
  videos,
  settings: { accepting: true, ...CEILINGS },
  ceilings: CEILINGS,
});
const serverSays = (videos: 'on' | 'off') =>
  stubFetch((_method, url) => (url === '/api/admin/videos' ? json(statusOf(videos)) : undefined));

describe('the dashboard when videos are off', () => {
  it('says so, and how to turn them on, in the organizer’s language', async () => {
    serverSays('off');
    const { unmount } = renderWithProviders(<VideosOffNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Videos are off: no ffmpeg was found (set FFMPEG_PATH)',
    );
    unmount();
    await i18n.changeLanguage('es');
    renderWithProviders(<VideosOffNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Los vídeos están desactivados: no se encontró ffmpeg (configure FFMPEG_PATH)',
    );
  });

  it('says nothing while videos are on', async () => {
    serverSays('on');
    const { queryClient } = renderWithProviders(<VideosOffNotice />);
    // The answer has been read (it is in the cache), and nothing is shown for it.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeyOf(videoStatusApi.status))).toEqual(statusOf('on')),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
