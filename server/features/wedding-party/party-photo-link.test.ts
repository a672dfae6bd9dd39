import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../protocol/http';
import { PARTY_EDIT_MESSAGES } from '../../../protocol/wedding-edit';
import { partyMemberSchema, type PartyMember } from '../../../protocol/wedding-party';
import { fetchRemoteImage, RemoteImageError } from '../../lib/images/remote-image';
import { startTestApp } from '../../test/harness';
import { useLinkCopyingApp } from '../../test/picture-host';
import { phoneJpeg } from '../gallery/test-support';
import { PartyMemberModel } from './model';

// A photo host on this machine: loopback links are allowed only by the test-only setting.
let portrait: Buffer;
const { app, host, env } = useLinkCopyingApp('party-photo-link', async () => {
  portrait = await phoneJpeg(600, 900);
  return {
    '/portrait.jpg': { type: 'image/jpeg', body: portrait },
    '/page.html': { type: 'text/html', body: '<html>not a photo</html>' },
    '/moved.jpg': { redirectTo: '/portrait.jpg' },
  };
});

const party = async () =>
  partyMemberSchema.array().parse(await (await fetch(`${app.url}/api/wedding-party`)).json());

const save = (members: Partial<PartyMember>[]) =>
  fetch(`${app.url}/api/admin/wedding-party`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: app.organizer },
    body: JSON.stringify({ members }),
  });

describe('the content security policy', () => {
  it('names the site (and a store elsewhere), never any https host, for images, media and connections', async () => {
    const policy =
      (await fetch(`${app.url}/api/wedding-party`)).headers.get('content-security-policy') ?? '';
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      const sources = new RegExp(`${directive} ([^;]+)`).exec(policy)?.[1].split(' ') ?? [];
      expect(sources, directive).toContain("'self'");
      expect(sources, directive).not.toContain('https:');
      expect(sources, directive).not.toContain('http:');
    }
  });
});

describe('a wedding-party photo given as a link', () => {
  it('is copied into the store when saved, and the party shows the stored copy', async () => {
    const [first, ...rest] = await party();
    const response = await save([{ ...first, photoUrl: `${host.url}/portrait.jpg` }, ...rest]);
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await party()).find((member) => member.id === first.id)!;
    expect(saved.photoUrl).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    const photo = await fetch(`${app.url}${saved.photoUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // Saved again as the editor shows it: kept, not fetched a second time.
    const fetches = host.requested.length;
    expect((await save(await party())).status).toBe(200);
    expect((await party()).find((member) => member.id === first.id)?.photoUrl).toBe(saved.photoUrl);
    expect(host.requested.length).toBe(fetches);

    // A redirect to the picture is followed.
    const moved = await save([{ ...first, photoUrl: `${host.url}/moved.jpg` }, ...rest]);
    expect(moved.status).toBe(200);
    const replaced = (await party()).find((member) => member.id === first.id)!;
    expect(replaced.photoUrl).toMatch(/^\/uploads\/photos\//);
    expect(replaced.photoUrl).not.toBe(saved.photoUrl);
    // The replaced photo's files are gone.
    expect((await fetch(`${app.url}${saved.photoUrl}`)).status).toBe(404);
  });

  it('that cannot be fetched, or is not a picture, is refused with a clear message and nothing changes', async () => {
    const before = await party();
    const stored = await PartyMemberModel.find().lean();
    for (const link of [`${host.url}/missing.jpg`, `${host.url}/page.html`]) {
      const response = await save([{ ...before[0], photoUrl: link }, ...before.slice(1)]);
      expect(response.status, link).toBe(400);
      const body = errorBodySchema.parse(await response.json());
      expect(body.message).toBe(PARTY_EDIT_MESSAGES.photoUnreachable);
      expect(body.issues).toContainEqual(
        expect.objectContaining({
          path: 'members.0.photoUrl',
          message: PARTY_EDIT_MESSAGES.photoUnreachable,
        }),
      );
      expect(await party()).toEqual(before);
    }
    expect(await PartyMemberModel.find().lean()).toEqual(stored);
  });
});

describe('a photo link stored before the site copied links', () => {
  it('is copied into the store at start-up, and the party shows the copy', async () => {
    const [first] = await party();
    await PartyMemberModel.collection.updateOne(
      { _id: new Types.ObjectId(first.id) },
      { $set: { photoUrl: `${host.url}/portrait.jpg` }, $unset: { photoKeys: 1 } },
    );
    const restarted = await startTestApp(env);
    try {
      let shown: string | undefined;
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${restarted.url}/api/wedding-party`);
            const members = partyMemberSchema.array().parse(await answer.json());
            return (shown = members.find((member) => member.id === first.id)?.photoUrl);
          },
          { timeout: 15_000 },
        )
        .toMatch(/^\/uploads\/photos\//);
      expect((await fetch(`${restarted.url}${shown}`)).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

describe('fetching a link', () => {
  it('refuses loopback and private addresses unless the test-only setting allows loopback', async () => {
    const fetches = host.requested.length;
    for (const link of [
      `${host.url}/portrait.jpg`,
      'http://localhost:9/a.jpg',
      'http://10.0.0.1/a.jpg',
      'http://192.168.1.1/a.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.jpg',
      'ftp://example.com/a.jpg',
    ]) {
      await expect(fetchRemoteImage(link), link).rejects.toBeInstanceOf(RemoteImageError);
    }
    // Refused before any connection was made.
    expect(host.requested.length).toBe(fetches);
    const allowed = await fetchRemoteImage(`${host.url}/portrait.jpg`, { allowLoopback: true });
    expect(allowed.equals(portrait)).toBe(true);
  });

  it('stops at the size limit', async () => {
    await expect(
      fetchRemoteImage(`${host.url}/portrait.jpg`, { allowLoopback: true, maxBytes: 1000 }),
    ).rejects.toMatchObject({ reason: 'too-large' });
  });
});
