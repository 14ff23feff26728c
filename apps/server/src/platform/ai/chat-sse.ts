import { createSseParser, type SseEvent } from '@app/contract';

/**
 * The events of a text/event-stream body as it arrives (the contract's parser); bytes are decoded as a
 * stream, so a character split between two chunks stays whole.
 */
export async function* readSseEvents(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for await (const chunk of body) yield* parser.push(decoder.decode(chunk, { stream: true }));
  yield* parser.push(decoder.decode());
  yield* parser.end();
}
