import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { weddingSettingsSchema, type WeddingSettings } from '../../../protocol/wedding';
import { WEDDING_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { startTestApp } from '../../test/harness';
import { useLinkCopyingApp } from '../../test/picture-host';
import { phoneJpeg } from '../gallery/test-support';
import { WEDDING_SETTINGS_ID, WeddingSettingsModel } from './model';

// A picture host on this machine: loopback links are allowed only by the test-only setting.
const { app, host, env } = useLinkCopyingApp('story-media-link', async () => {
  const picture = await phoneJpeg(900, 600);
  return {
    '/picture.jpg': { type: 'image/jpeg', body: picture },
    '/other.jpg': { type: 'image/jpeg', body: picture },
    '/page.html': { type: 'text/html', body: '<html>not a picture</html>' },
  };
});

const settings = async (url = app.url): Promise<WeddingSettings> =>
  weddingSettingsSchema.parse(await (await fetch(`${url}/api/wedding`)).json());

const save = (edit: WeddingSettings) =>
  fetch(`${app.url}/api/admin/wedding`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: app.organizer },
    body: JSON.stringify(edit),
  });

const withStory = (current: WeddingSettings, index: number, change: object): WeddingSettings => {
  const edit = structuredClone(current);
  edit.story[index] = { ...edit.story[index]!, ...change };
  return edit;
};

/** The index of the shipped story's video event (the engagement, with its poster). */
const videoIndex = (current: WeddingSettings) =>
  current.story.findIndex((event) => event.mediaType === 'video');

async function expectStoredPicture(url: string | undefined, base = app.url) {
  expect(url).toMatch(/^\/uploads\/photos\/.+\.webp$/);
  const answer = await fetch(`${base}${url}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/webp');
}

describe('a story picture given as a link', () => {
  it('is copied into the store when saved; the story shows the copy, and a replaced copy is deleted', async () => {
    const response = await save(
      withStory(await settings(), 0, { media: `${host.url}/picture.jpg`, mediaType: 'image' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await settings()).story[0]!;
    await expectStoredPicture(saved.media);

    // Saved again as the editor shows it: kept, not fetched a second time.
    const fetches = host.requested.length;
    expect((await save(await settings())).status).toBe(200);
    expect((await settings()).story[0]!.media).toBe(saved.media);
    expect(host.requested.length).toBe(fetches);

    const replaced = await save(withStory(await settings(), 0, { media: `${host.url}/other.jpg` }));
    expect(replaced.status).toBe(200);
    const now = (await settings()).story[0]!.media;
    await expectStoredPicture(now);
    expect(now).not.toBe(saved.media);
    expect((await fetch(`${app.url}${saved.media}`)).status).toBe(404);
  });

  it("copies a video's poster link too", async () => {
    const current = await settings();
    const index = videoIndex(current);
    const response = await save(withStory(current, index, { poster: `${host.url}/picture.jpg` }));
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await settings()).story[index]!;
    expect(saved.media).toBe(current.story[index]!.media);
    await expectStoredPicture(saved.poster);
  });

  it('refuses a video on another site with a clear message, and nothing changes', async () => {
    const current = await settings();
    const stored = await WeddingSettingsModel.collection.findOne({
      _id: WEDDING_SETTINGS_ID as never,
    });
    const fetches = host.requested.length;
    const index = videoIndex(current);
    for (const media of [`${host.url}/clip.mp4`, 'https://videos.example.com/clip.mp4']) {
      const response = await save(withStory(current, index, { media }));
      expect(response.status, media).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.issues).toContainEqual(
        expect.objectContaining({
          path: `story.${index}.media`,
          message: WEDDING_EDIT_MESSAGES.storyVideoLink,
        }),
      );
    }
    expect(host.requested.length).toBe(fetches);
    expect(
      await WeddingSettingsModel.collection.findOne({ _id: WEDDING_SETTINGS_ID as never }),
    ).toEqual(stored);
  });

  it('that cannot be fetched, or is not a picture, is refused with a clear message and nothing changes', async () => {
    const current = await settings();
    const stored = await WeddingSettingsModel.collection.findOne({
      _id: WEDDING_SETTINGS_ID as never,
    });
    const cases = [
      [1, 'media', `${host.url}/missing.jpg`],
      [1, 'media', `${host.url}/page.html`],
      [videoIndex(current), 'poster', `${host.url}/missing.jpg`],
    ] as const;
    for (const [index, field, link] of cases) {
      const response = await save(withStory(current, index, { [field]: link }));
      expect(response.status, link).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.message).toBe(WEDDING_EDIT_MESSAGES.storyImageUnreachable);
      expect(body.issues).toContainEqual(
        expect.objectContaining({
          path: `story.${index}.${field}`,
          message: WEDDING_EDIT_MESSAGES.storyImageUnreachable,
        }),
      );
    }
    expect(
      await WeddingSettingsModel.collection.findOne({ _id: WEDDING_SETTINGS_ID as never }),
    ).toEqual(stored);
  });
});

describe('story links stored before the site copied them', () => {
  it('copies a picture link at start-up and leaves a video link as it was', async () => {
    const raw = await WeddingSettingsModel.collection.findOne({
      _id: WEDDING_SETTINGS_ID as never,
    });
    const story = structuredClone((raw as unknown as WeddingSettings).story) as Record<
      string,
      unknown
    >[];
    const video = story.findIndex((event) => event.mediaType === 'video');
    story[2] = { ...story[2], media: `${host.url}/picture.jpg`, mediaType: 'image' };
    delete story[2]!.mediaKeys;
    story[video] = { ...story[video], media: 'https://videos.example.com/clip.mp4' };
    await WeddingSettingsModel.collection.updateOne(
      { _id: WEDDING_SETTINGS_ID as never },
      { $set: { story } },
    );
    const restarted = await startTestApp(env);
    try {
      let shown: WeddingSettings['story'] = [];
      await expect
        .poll(async () => (shown = (await settings(restarted.url)).story)[2]!.media, {
          timeout: 15_000,
        })
        .toMatch(/^\/uploads\/photos\//);
      await expectStoredPicture(shown[2]!.media, restarted.url);
      expect(shown[video]!.media).toBe('https://videos.example.com/clip.mp4');
    } finally {
      await restarted.close();
    }
  });
});
