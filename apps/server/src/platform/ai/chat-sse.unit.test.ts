import { describe, expect, it } from 'vitest';
import { readSseEvents } from './chat-sse.ts';

async function events(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder();
  async function* body() {
    for (const c of chunks) yield typeof c === 'string' ? encoder.encode(c) : c;
  }
  const out = [];
  for await (const event of readSseEvents(body())) out.push(event);
  return out;
}

describe('readSseEvents', () => {
  it('splits events at blank lines, joins data lines and skips comments', async () => {
    expect(
      await events([
        ': keep-alive\n\n',
        'data: {"a":1}\n\n',
        'event: usage\ndata: one\ndata: two\n\n',
        'data: [DONE]\n\n',
      ]),
    ).toEqual([
      { event: 'message', data: '{"a":1}' },
      { event: 'usage', data: 'one\ntwo' },
      { event: 'message', data: '[DONE]' },
    ]);
  });

  it('reads events cut anywhere, CRLF line ends and a character split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: 你好\r\n\r\ndata: x\r');
    const cut = bytes.indexOf(0xe4) + 1; // inside 你
    expect(await events([bytes.slice(0, cut), bytes.slice(cut), '\n\r\n'])).toEqual([
      { event: 'message', data: '你好' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('delivers a last event the server closed without a blank line, ignores an event without data', async () => {
    expect(await events(['event: ping\n\n', 'data: last'])).toEqual([{ event: 'message', data: 'last' }]);
  });
});
