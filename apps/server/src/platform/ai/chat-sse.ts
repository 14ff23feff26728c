/** One server-sent event: its name ('message' when the server gave none) and its data lines joined by '\n'. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream body (WHATWG server-sent events): events end at a blank line (\n, \r\n or \r),
 * `data:` lines are joined, comments (':' lines, used as keep-alives) and other fields are skipped. A last
 * event not followed by a blank line is still delivered (some servers close right after it). Chunk borders
 * may fall anywhere, even inside a multi-byte character.
 */
export async function* readSseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string): SseEvent | null => {
    if (text === '') {
      const done = data.length ? { event: event || 'message', data: data.join('\n') } : null;
      event = '';
      data = [];
      return done;
    }
    if (text.startsWith(':')) return null;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    return null;
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    // A '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
    let match: RegExpExecArray | null;
    const eol = /\r\n|\r(?!$)|\n/g;
    let start = 0;
    while ((match = eol.exec(buffer))) {
      const done = line(buffer.slice(start, match.index));
      start = match.index + match[0].length;
      if (done) yield done;
    }
    buffer = buffer.slice(start);
  }
  buffer += decoder.decode();
  for (const rest of buffer.split(/\r\n|\r|\n/)) {
    const done = line(rest);
    if (done) yield done;
  }
  const last = line('');
  if (last) yield last;
}
