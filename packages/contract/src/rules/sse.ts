/** One server-sent event: its name ('message' when the server gave none) and its data lines joined by '\n'. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream reader (WHATWG server-sent events), for the server reading a model's stream
 * and the page reading ours: push text as it arrives (cut anywhere), get the events it completed. Events end
 * at a blank line (\n, \r\n or \r); `data:` lines are joined; comments (':' lines, keep-alives) and other
 * fields are skipped. `end()` delivers a last event the server closed without a blank line.
 */
export function createSseParser() {
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
  return {
    push(text: string): SseEvent[] {
      buffer += text;
      const events: SseEvent[] = [];
      // A '\r' at the very end may be the first half of '\r\n': it waits for the next piece.
      const eol = /\r\n|\r(?!$)|\n/g;
      let start = 0;
      let match: RegExpExecArray | null;
      while ((match = eol.exec(buffer))) {
        const done = line(buffer.slice(start, match.index));
        start = match.index + match[0].length;
        if (done) events.push(done);
      }
      buffer = buffer.slice(start);
      return events;
    },
    end(): SseEvent[] {
      const events = [buffer.replace(/\r$/, ''), ''].map(line).filter((e): e is SseEvent => e !== null);
      buffer = '';
      return events;
    },
  };
}
