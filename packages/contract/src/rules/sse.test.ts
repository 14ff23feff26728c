import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse.ts';

const all = (pieces: string[]) => {
  const parser = createSseParser();
  return [...pieces.flatMap((p) => parser.push(p)), ...parser.end()];
};

describe('createSseParser', () => {
  it('splits events at blank lines, joins data lines and skips comments', () => {
    expect(
      all([
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

  it('reads events cut anywhere, with CRLF line ends, and a CR split from its LF', () => {
    expect(all(['da', 'ta: 你', '好\r', '\n\r\ndata: x\r', '\n\r\n'])).toEqual([
      { event: 'message', data: '你好' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('delivers a last event the server closed without a blank line; an event without data is none', () => {
    expect(all(['event: ping\n\n', 'event: answer\ndata: last'])).toEqual([
      { event: 'answer', data: 'last' },
    ]);
  });
});
