import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VideoSettings, VideoStatus } from '../../../../protocol/video-status';
import { i18n } from '../../../lib/i18n';
import { json, stubFetch, type SentRequest } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render';
import VideoSettingsTab from './VideoSettingsTab';

const CEILINGS = { maxSeconds: 180, maxMb: 300, mbPerDeviceHour: 600 };
let status: VideoStatus;
let requests: SentRequest<VideoSettings>[];

beforeEach(() => {
  status = { videos: 'on', settings: { accepting: true, ...CEILINGS }, ceilings: CEILINGS };
  requests = stubFetch<VideoSettings>((method, url, body) => {
    if (url !== '/api/admin/videos') return undefined;
    if (method === 'GET') return json(status);
    if (method === 'PUT' && body) {
      status = { ...status, settings: body };
      return json(status);
    }
    return undefined;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const saves = () => requests.filter((request) => request.method === 'PUT');

async function retype(label: string | RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

describe('the Videos tab of the dashboard', () => {
  it('saves the organizers’ settings and shows them saved', async () => {
    renderWithProviders(<VideoSettingsTab />);
    expect(
      await screen.findByText('This server can process videos (ffmpeg was found).'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Guests may share videos' }));
    await retype('Longest video (seconds)', '60');
    await retype('Largest video (MB)', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The video settings are saved.')).toBeInTheDocument();
    expect(saves().map((request) => request.body)).toEqual([
      { accepting: false, maxSeconds: 60, maxMb: 100, mbPerDeviceHour: 600 },
    ]);
    // What the server answered is what the form now starts from.
    expect(screen.getByRole('switch', { name: 'Guests may share videos' })).not.toBeChecked();
    expect(screen.getByLabelText('Longest video (seconds)')).toHaveValue(60);
    expect(
      screen.getByText('New videos are refused; videos already shared stay.'),
    ).toBeInTheDocument();
  });

  it('says what is wrong with a field, sends nothing, and names the operator’s ceiling', async () => {
    renderWithProviders(<VideoSettingsTab />);
    await retype('Largest video (MB)', '301');
    await retype('Longest video (seconds)', '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const seconds = screen.getByLabelText('Longest video (seconds)');
    expect(seconds).toHaveAttribute('aria-invalid', 'true');
    expect(seconds).toHaveFocus();
    expect(seconds).toHaveAccessibleDescription(
      /The longest video must be a whole number of seconds, at least 1\./,
    );
    expect(screen.getByLabelText('Largest video (MB)')).toHaveAccessibleDescription(
      /The largest video can be at most 300 MB: this server allows no more \(VIDEO_MAX_MB\)\./,
    );
    expect(saves()).toEqual([]);
  });

  it('shows the server’s refusal on its field (a ceiling lowered meanwhile)', async () => {
    requests = stubFetch<VideoSettings>((method, url) => {
      if (url !== '/api/admin/videos') return undefined;
      if (method === 'GET') return json(status);
      return json(
        {
          message:
            'Each phone can share at most 500 MB of video in an hour: this server allows no more (VIDEO_MB_PER_DEVICE_HOUR).',
          code: 'video-settings.mbPerDeviceHourCeiling',
          params: { max: 500 },
          issues: [
            {
              path: 'mbPerDeviceHour',
              message:
                'Each phone can share at most 500 MB of video in an hour: this server allows no more (VIDEO_MB_PER_DEVICE_HOUR).',
              code: 'video-settings.mbPerDeviceHourCeiling',
              params: { max: 500 },
            },
          ],
        },
        400,
      );
    });
    renderWithProviders(<VideoSettingsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('Video per phone in an hour (MB)');
    await vi.waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/at most 500 MB of video in an hour/);
  });

  it('in Spanish, with videos off for want of ffmpeg, accessibly (axe)', async () => {
    await i18n.changeLanguage('es');
    status = { ...status, videos: 'off' };
    renderWithProviders(<VideoSettingsTab />);
    expect(
      await screen.findByText(
        'Los vídeos están desactivados: no se encontró ffmpeg (configure FFMPEG_PATH)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vídeos' })).toBeInTheDocument();
    await retype('Vídeo más largo (segundos)', '200');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText('Vídeo más largo (segundos)')).toHaveAccessibleDescription(
      /El vídeo más largo puede durar como máximo 180 segundos: este servidor no permite más/,
    );
    expect(saves()).toEqual([]);
    expect((await axe.run(document.body)).violations).toEqual([]);
  }, 30_000);
});
