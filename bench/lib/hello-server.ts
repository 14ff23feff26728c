import http from 'node:http';

/** The baseline: the same machine's bare Node `http` answering a fixed small JSON body. */
const body = JSON.stringify({ code: 200, msg: 'success', data: 'hello world' });
const port = Number(process.argv[2] ?? 3999);
http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
