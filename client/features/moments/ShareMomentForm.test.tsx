import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGuestSession } from '../../../protocol/guest-session';
import { TOO_MANY_WRITES_MESSAGE } from '../../../protocol/http';
import type { CreateMomentBody, CreatedMoment } from '../../../protocol/moments';
import { toast } from '../../lib/ui/use-toast';
import { renderWithProviders } from '../../test/render';
import { GUEST_STORAGE_KEY, resetGuestSessionCache } from '../guest-gate/session';
import { ShareMomentForm } from './components/ShareMomentForm';
import { authorTokenFor, resetDeviceRecordsCache } from './device-records';

let sent: CreateMomentBody[];
/** What reached the storage: the presign asked for, then the file PUT there. */
let uploads: { presigned?: unknown; put?: { url: string; body: unknown; type?: string } }[];
let answerStatus: number;
let answerBody: unknown;

function createdFrom(body: CreateMomentBody): CreatedMoment {
  const now = new Date().toISOString();
  return {
    id: 'a'.repeat(24),
    guestName: body.guestName?.trim() ?? '',
    content: body.content?.trim() ?? '',
    momentType: body.momentType ?? 'text',
    ...(body.mediaUrl ? { mediaUrl: body.mediaUrl } : {}),
    hashtags: body.hashtags ?? [],
    isPublic: body.isPublic ?? true,
    likes: 0,
    createdAt: now,
    updatedAt: now,
    authorToken: 'secret-token-for-this-device',
  };
}

beforeEach(() => {
  localStorage.clear();
  resetGuestSessionCache();
  resetDeviceRecordsCache();
  sent = [];
  uploads = [];
  answerStatus = 201;
  answerBody = { message: 'Down' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/objects/upload' && init?.method === 'POST') {
        uploads.push({ presigned: JSON.parse(String(init.body)) });
        return new Response(
          JSON.stringify({
            uploadURL: 'http://localhost/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?sig=1',
            key: 'incoming/abcdefghijklmnopqrstuvwx.jpg',
            method: 'PUT',
            headers: { 'content-type': 'image/jpeg' },
            expiresAt: new Date(Date.now() + 60_000).toISOString(),
          }),
          { status: 200 },
        );
      }
      if (url.startsWith('http://localhost/uploads/incoming/') && init?.method === 'PUT') {
        uploads.at(-1)!.put = {
          url,
          body: init.body,
          type: (init.headers as Record<string, string>)['content-type'],
        };
        return new Response(null, { status: 200 });
      }
      if (url === '/api/live-wedding-moments' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as CreateMomentBody;
        sent.push(body);
        if (answerStatus !== 201)
          return new Response(JSON.stringify(answerBody), { status: answerStatus });
        return new Response(JSON.stringify(createdFrom(body)), { status: 201 });
      }
      return new Response('[]', { status: 200 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast({ title: 'reset' }).dismiss());
});

function notifications() {
  return within(screen.getByRole('region', { name: 'Notifications (F8)' }));
}

const hashtagField = () => screen.getByRole('textbox', { name: /Hashtags/ });
const chosenHashtags = () =>
  screen.queryAllByRole('button', { name: /^Remove hashtag/ }).map((button) => button.textContent);

describe('hashtags', () => {
  it('are added with Enter or the plus button, typed without #, and removed by a click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);

    await user.type(hashtagField(), '#First#Dance');
    expect(hashtagField()).toHaveValue('FirstDance');
    await user.keyboard('{Enter}');
    expect(chosenHashtags()).toEqual(['#FirstDance']);
    expect(hashtagField()).toHaveValue('');
    expect(sent).toEqual([]);

    await user.type(hashtagField(), 'Love');
    await user.click(screen.getByRole('button', { name: 'Add hashtag' }));
    expect(chosenHashtags()).toEqual(['#FirstDance', '#Love']);

    await user.click(screen.getByRole('button', { name: 'Remove hashtag #FirstDance' }));
    expect(chosenHashtags()).toEqual(['#Love']);
  });

  it('ignores blanks and duplicates whatever their case, and trims', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);

    await user.type(hashtagField(), '   {Enter}');
    expect(chosenHashtags()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add hashtag' })).toBeDisabled();

    await user.type(hashtagField(), '  Cake  {Enter}');
    await user.type(hashtagField(), 'cake{Enter}');
    await user.type(hashtagField(), 'CAKE{Enter}');
    expect(chosenHashtags()).toEqual(['#Cake']);
  });

  it('are sent with the moment', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'The cake!');
    await user.type(hashtagField(), 'Cake{Enter}Sweet{Enter}');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      guestName: 'Ana',
      content: 'The cake!',
      hashtags: ['Cake', 'Sweet'],
    });
  });
});

describe('required fields', () => {
  it('refuses to send without a name or a moment, with the Missing Information toast', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);

    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(sent).toEqual([]);
    expect(notifications().getByText('Missing Information')).toBeInTheDocument();
    expect(
      notifications().getByText('Please enter your name and share your moment.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Your Name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), '   ');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(sent).toEqual([]);
    expect(screen.getByLabelText(/Your Moment/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the photo of a photo moment, offers no link field, and offers video', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    // Video moments are uploadable again (protocol UPLOADABLE_MOMENT_TYPES; issue 48).
    expect(screen.getByRole('radio', { name: 'Video' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'Look!');

    await user.click(screen.getByRole('radio', { name: 'Photo' }));
    expect(screen.queryByRole('textbox', { name: /link/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(sent).toEqual([]);
    expect(screen.getByText('Choose the photo, GIF or video to share.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(sent).toHaveLength(1);
    expect(sent[0].mediaUrl).toBeUndefined();
    expect(sent[0].mediaUploadURL).toBeUndefined();
  });
});

describe('a photo from the phone', () => {
  it('goes through the photo upload, then the moment names it instead of a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'The kiss');
    await user.click(screen.getByRole('radio', { name: 'Photo' }));
    const photo = new File([new Uint8Array(2048).fill(1)], 'kiss.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Photo or GIF from your phone/), photo);
    expect(screen.getByText('kiss.jpg')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share Moment' }));
    expect(await notifications().findByText('Wedding Moment Shared!')).toBeInTheDocument();
    expect(uploads).toEqual([
      {
        presigned: { contentType: 'image/jpeg', size: 2048 },
        put: {
          url: 'http://localhost/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?sig=1',
          body: photo,
          type: 'image/jpeg',
        },
      },
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      momentType: 'photo',
      mediaUploadURL: 'http://localhost/uploads/incoming/abcdefghijklmnopqrstuvwx.jpg?sig=1',
    });
    expect(sent[0]!.mediaUrl).toBeUndefined();
    // Shared: the file is cleared with the rest of the moment.
    expect(screen.queryByText('kiss.jpg')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a picture or is over 10 MB before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<ShareMomentForm />);
    await user.click(screen.getByRole('radio', { name: 'GIF' }));
    const field = () => screen.getByLabelText(/Photo or GIF from your phone/);
    await user.upload(field(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('Only photos can be shared here (JPG, PNG, GIF, WebP or HEIC).'),
    ).toBeInTheDocument();
    const huge = new File([new Uint8Array(10_485_761)], 'huge.gif', { type: 'image/gif' });
    await user.upload(field(), huge);
    expect(
      screen.getByText('This photo is larger than 10 MB. Please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(field()).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });
});

describe('sharing', () => {
  it("prefills the signed-in guest's first name", () => {
    localStorage.setItem(GUEST_STORAGE_KEY, JSON.stringify(createGuestSession('Lucía')));
    renderWithProviders(<ShareMomentForm />);
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Lucía');
  });

  it('confirms, keeps the delete token on this device and clears the moment', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'They said yes!');
    await user.type(screen.getByLabelText(/Location/), 'Garden');
    await user.click(screen.getByRole('switch', { name: 'Share with everyone' }));
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));

    expect(sent[0]).toMatchObject({ location: 'Garden', isPublic: false, momentType: 'text' });
    expect(await notifications().findByText('Wedding Moment Shared!')).toBeInTheDocument();
    expect(authorTokenFor('a'.repeat(24))).toBe('secret-token-for-this-device');
    expect(screen.getByLabelText(/Your Moment/)).toHaveValue('');
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ana');
  });

  it('says so when the moment could not be shared', async () => {
    answerStatus = 500;
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));

    expect(
      await notifications().findByText('Failed to share your moment. Please try again.'),
    ).toBeInTheDocument();
    expect(notifications().getByText('Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Moment/)).toHaveValue('Hello');
  });

  it('asks the guest to wait a moment when the server says they are sending too fast', async () => {
    answerStatus = 429;
    answerBody = { message: TOO_MANY_WRITES_MESSAGE };
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'Again!');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));

    expect(await notifications().findByText('One moment, please')).toBeInTheDocument();
    expect(notifications().getByText(TOO_MANY_WRITES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your Moment/)).toHaveValue('Again!');
  });

  it("shows the server's refusal under the field it names", async () => {
    answerStatus = 400;
    answerBody = {
      message: 'Location must be at most 200 characters',
      issues: [{ path: 'location', message: 'Location must be at most 200 characters' }],
    };
    const user = userEvent.setup();
    renderWithProviders(<ShareMomentForm />);
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Your Moment/), 'Hello');
    await user.type(screen.getByLabelText(/Location/), 'Garden');
    await user.click(screen.getByRole('button', { name: 'Share Moment' }));

    expect(await screen.findByText('Location must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Location/)).toHaveAttribute('aria-invalid', 'true');
  });
});
