import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers a chat completion with. */
export type FakeChatReply =
  /** SSE chunks, one per piece (pauses of `delayMs`), then a usage chunk and `data: [DONE]` unless told not to. */
  | { kind: 'stream'; pieces: string[]; delayMs?: number; usage?: boolean; done?: boolean; finish?: string }
  /** An HTTP error status with a JSON error body, as OpenAI-compatible servers send. */
  | { kind: 'status'; status: number; message: string }
  /** Streams these pieces, then the connection dies (no finish_reason, no [DONE]). */
  | { kind: 'die'; pieces: string[] }
  /** A whole non-streamed completion (a server that ignores `stream: true`). */
  | { kind: 'json'; text: string }
  /** Headers, then silence until the client gives up. */
  | { kind: 'silent' };

export interface FakeChatRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } & Record<
    string,
    unknown
  >;
}

const chunk = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Test helper: a loopback OpenAI-compatible server (POST /v1/chat/completions) whose answer the test picks
 * per request. Records each request, and counts the requests whose client hung up before the answer ended
 * (cancellation reaches the backend).
 */
export async function startFakeChatServer(reply: (request: FakeChatRequest) => FakeChatReply) {
  const requests: FakeChatRequest[] = [];
  let abandoned = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString('utf8')));
    req.on('end', async () => {
      const request = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') };
      requests.push(request);
      let finished = false;
      res.on('close', () => {
        if (!finished) abandoned++;
      });
      const answer = reply(request);
      if (answer.kind === 'status') {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: answer.message, type: 'invalid_request_error' } }));
        finished = true;
        return;
      }
      if (answer.kind === 'json') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'fake',
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: answer.text }, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
          }),
        );
        finished = true;
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      if (answer.kind === 'silent') return;
      const base = { id: 'fake', object: 'chat.completion.chunk', model: request.body.model };
      res.write(chunk({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' } }] }));
      for (const piece of answer.pieces) {
        if (answer.kind === 'stream' && answer.delayMs) await wait(answer.delayMs);
        if (res.destroyed) return;
        res.write(
          chunk({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }),
        );
      }
      if (answer.kind === 'die') {
        await wait(20);
        res.destroy();
        return;
      }
      res.write(
        chunk({ ...base, choices: [{ index: 0, delta: {}, finish_reason: answer.finish ?? 'stop' }] }),
      );
      if (answer.usage !== false)
        res.write(
          chunk({
            ...base,
            choices: [],
            usage: { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 },
          }),
        );
      if (answer.done !== false) res.write('data: [DONE]\n\n');
      finished = true;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    abandoned: () => abandoned,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
