// api pass: PostgreSQL only — opens no database, so one pass is enough (PostgreSQL's, which counts it).
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from './smtp-mailer.ts';

interface Delivery {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server (RFC 5321 subset: EHLO, MAIL, RCPT, DATA, RSET, QUIT, no TLS, no auth) that keeps
 * what it receives and refuses recipients at refused.example.
 */
function startSmtpServer(): Promise<{ server: Server; port: number; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Delivery = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          deliveries.push(current);
          current = { from: '', to: [], data: '' };
          say('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250-test.local\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const to = /<(.*)>/.exec(line)?.[1] ?? '';
          if (to.endsWith('@refused.example')) say('550 5.1.1 mailbox unavailable');
          else {
            current.to.push(to);
            say('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          say('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          current = { from: '', to: [], data: '' };
          say('250 ok');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, deliveries }),
    ),
  );
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

describe('SMTP mailer (against a local SMTP server)', () => {
  it('delivers the message with sender, recipient, Chinese subject and body', async () => {
    const mailer = smtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: '光子设计 <no-reply@example.com>',
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({
      to: 'member@example.com',
      subject: '重置密码',
      text: '请点击链接重置密码：https://example.com/reset?t=1',
      link: 'https://example.com/reset?t=1',
    });
    const delivery = smtp.deliveries.at(-1)!;
    expect(delivery.from).toBe('no-reply@example.com');
    expect(delivery.to).toEqual(['member@example.com']);
    expect(delivery.data).toContain(`Subject: =?UTF-8?`);
    expect(delivery.data).toMatch(/^From: =\?UTF-8\?.*<no-reply@example\.com>$/m);
    const bodyText = delivery.data.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const decoded = /base64/i.test(delivery.data)
      ? Buffer.from(bodyText.replace(/\s+/g, ''), 'base64').toString('utf8')
      : bodyText.replace(/=\r\n/g, '');
    expect(
      decoded.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    ).toContain('https://example.com/reset?t=1');
  });

  it('throws a Chinese error when the server refuses the recipient', async () => {
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@example.com' });
    const before = smtp.deliveries.length;
    await expect(mailer.send({ to: 'x@refused.example', subject: 's', text: 't' })).rejects.toThrow(
      /^邮件发送失败：.*550/,
    );
    expect(smtp.deliveries.length).toBe(before);
  });

  it('throws when no server answers', async () => {
    const mailer = smtpMailer({ url: 'smtp://127.0.0.1:1', from: 'no-reply@example.com' });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
      '邮件发送失败',
    );
  });
});
