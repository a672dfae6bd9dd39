import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILED_MESSAGE } from '../../../protocol/guests';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { weddingSettingsFixture } from '../../test/wedding-fixture';
import { GuestLoginPage } from './GuestLoginPage';

let signInAnswer: { status: number; body: unknown };
let sent: unknown[];

beforeEach(() => {
  sent = [];
  signInAnswer = {
    status: 200,
    body: {
      success: true,
      guest: { id: 'g1', firstName: 'Ana', lastName: 'Garcia', email: 'ana@example.com' },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/wedding') return json(weddingSettingsFixture);
      if (url === '/api/guest-auth' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return json(signInAnswer.body, signInAnswer.status);
      }
      if (url === '/api/guest-auth') return json({ guest: null });
      return json({ message: 'Not found' }, 404);
    }),
  );
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderPage(route = '/guest-login') {
  return renderWithProviders(
    <Routes>
      <Route path="/guest-login" element={<GuestLoginPage />} />
      <Route path="/" element={<p>The wedding website</p>} />
    </Routes>,
    { route },
  );
}

describe('/guest-login', () => {
  it('shows the card with Name, Email and Phone tabs and the help contacts', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to Our Wedding' }),
    ).toBeInTheDocument();
    for (const tab of ['Name', 'Email', 'Phone']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Name' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/Your Name/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call (301) 555-0142' })).toHaveAttribute(
      'href',
      'tel:3015550142',
    );
    expect(screen.getByRole('link', { name: 'E-mail hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
  });

  it('asks for both fields with the spec’s messages, sending nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Invite code is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('types the code in upper case, prefills it from ?code=, and sends the chosen tab', async () => {
    const user = userEvent.setup();
    renderPage('/guest-login?code=ana4p9qr');
    const code = screen.getByLabelText(/Invite Code/);
    expect(code).toHaveValue('ANA4P9QR');
    await user.clear(code);
    await user.type(code, 'ana4p9qr');
    expect(code).toHaveValue('ANA4P9QR');

    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    const phone = screen.getByLabelText(/Phone Number/);
    expect(phone).toHaveAttribute('type', 'tel');
    await user.type(phone, '301 555 0199');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('status');
    expect(sent).toEqual([
      { identifier: '301 555 0199', inviteCode: 'ANA4P9QR', identifierType: 'phone' },
    ]);
  });

  it('welcomes the guest, then opens the wedding website', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Your Name/), 'Ana Garcia');
    await user.type(screen.getByLabelText(/Invite Code/), 'ana4p9qr');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome! Redirecting you to the wedding website...',
    );
    expect(
      await screen.findByText('The wedding website', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal inline and keeps what was typed', async () => {
    signInAnswer = { status: 401, body: { message: SIGN_IN_FAILED_MESSAGE } };
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/Your Name/), 'Ana');
    await user.type(screen.getByLabelText(/Invite Code/), 'WRONG123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED_MESSAGE);
    expect(screen.getByLabelText(/Your Name/)).toHaveValue('Ana');
  });

  it('reads in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    signInAnswer = { status: 401, body: { message: SIGN_IN_FAILED_MESSAGE } };
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenidos a Nuestra Boda' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tu Nombre/), 'Ana');
    await user.type(screen.getByLabelText(/Código de Invitación/), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos iniciar tu sesión. Revisa tus datos y tu código.',
    );
  });
});
