import { expect, it } from 'vitest';
import { readSseEvents } from './chat-sse.ts';

it('reads a body whose chunks split a character and a line end', async () => {
  const bytes = new TextEncoder().encode('data: 你好\r\n\r\ndata: [DONE]');
  const cut = bytes.indexOf(0xe4) + 1; // inside 你
  async function* body() {
    yield bytes.slice(0, cut);
    yield bytes.slice(cut, bytes.length - 3);
    yield bytes.slice(bytes.length - 3);
  }
  const events = [];
  for await (const event of readSseEvents(body())) events.push(event);
  expect(events).toEqual([
    { event: 'message', data: '你好' },
    { event: 'message', data: '[DONE]' },
  ]);
});
