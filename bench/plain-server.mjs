// The baseline of the API benchmark: a plain node:http server answering the same bytes as the
// real server (fetched from it first). argv[2]: a JSON file {key: {file, type, encoding?}} where
// key is the path, or "<path> br" for the brotli bytes sent to a request that accepts br.
// Any If-None-Match is answered 304 (the revalidation row). Prints its port.
import fs from 'node:fs';
import http from 'node:http';

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bodies = new Map(
  Object.entries(routes).map(([p, r]) => [p, { body: fs.readFileSync(r.file), type: r.type, encoding: r.encoding }]),
);
const server = http.createServer((req, res) => {
  const accepts = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
  const r = (accepts && bodies.get(`${req.url} br`)) || bodies.get(req.url);
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  // The 304 row: the client holds the current list.
  if (req.headers['if-none-match']) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': r.type,
    'Content-Length': r.body.length,
    ...(r.encoding ? { 'Content-Encoding': r.encoding } : {}),
  });
  res.end(r.body);
});
server.listen(0, '127.0.0.1', () => console.log(`port=${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
