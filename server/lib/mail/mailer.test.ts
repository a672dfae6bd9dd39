import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { smtpMailer } from './mailer';

describe('smtpMailer', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers a message with its headers to a real SMTP server', async () => {
    const smtp = loadConfig(sink.env).smtp;
    expect(smtp).toMatchObject({ host: '127.0.0.1', port: sink.port, secure: false });
    const mailer = smtpMailer(smtp!);
    const { messageId } = await mailer.send({
      to: ['ana@example.test', 'luis@example.test'],
      subject: 'Hola',
      text: 'Plain words',
      html: '<p>Plain words</p>',
      headers: { 'List-Unsubscribe': '<https://example.test/u>' },
    });
    expect(messageId).toMatch(/@/);
    const mail = await sink.waitFor((m) => m.subject === 'Hola');
    expect(mail.to).toEqual(['ana@example.test', 'luis@example.test']);
    expect(mail.from).toContain('wedding@example.test');
    expect(mail.text.trim()).toBe('Plain words');
    expect(mail.html).toContain('<p>Plain words</p>');
    expect(mail.headers['list-unsubscribe']).toBe('<https://example.test/u>');
  });

  it('is off without SMTP_HOST and rejects a bad port', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(() => loadConfig({ SMTP_HOST: 'mail', SMTP_PORT: '0' })).toThrow(/SMTP_PORT/);
    expect(loadConfig({ SMTP_HOST: 'mail', SMTP_PORT: '465' }).smtp?.secure).toBe(true);
  });

  it('rejects when the server is unreachable', async () => {
    const mailer = smtpMailer({ host: '127.0.0.1', port: 1, secure: false, from: 'a@b.test' });
    await expect(mailer.send({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow();
  });
});
