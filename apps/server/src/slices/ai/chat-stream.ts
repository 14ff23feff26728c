import type { ChatStreamEvent } from '@app/contract';
import type { FastifyReply } from 'fastify';

export interface EventStream {
  send(event: ChatStreamEvent): void;
  end(): void;
}

/**
 * Takes the reply over from Fastify and answers text/event-stream: no compression or proxy buffering (each
 * event must reach the page as it is written), never cached. Writing after the member went away is a no-op.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  const open = () => !raw.writableEnded && !raw.destroyed;
  // A comment first, so that proxies and the browser see the stream has begun.
  raw.write(': answer\n\n');
  return {
    send({ event, data }) {
      if (open()) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (open()) raw.end();
    },
  };
}

/**
 * An AbortSignal that fires when the client goes away before the answer was fully written (the connection
 * closed with the response unfinished).
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
