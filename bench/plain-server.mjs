// The baseline of the API benchmark: a plain node:http server answering the same bytes as the
// real server, headers included (fetched from it first). argv[2]: a JSON file
// {key: {file?, status, headers}} where key is the path, "<path> br" for what a request that
// accepts br gets, or "<path> 304" for the answer to an If-None-Match (the revalidation row).
// Headers are a flat [name, value, ...] list, written with one writeHead(). Prints its port.
import fs from 'node:fs';
import http from 'node:http';

const routes = new Map(
  Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))).map(([key, r]) => [
    key,
    { status: r.status, headers: r.headers, body: r.file ? fs.readFileSync(r.file) : undefined },
  ]),
);
const server = http.createServer((req, res) => {
  const r = req.headers['if-none-match']
    ? routes.get(`${req.url} 304`)
    : (/\bbr\b/.test(req.headers['accept-encoding'] ?? '') && routes.get(`${req.url} br`)) || routes.get(req.url);
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(r.status, r.headers);
  res.end(r.body);
});
server.listen(0, '127.0.0.1', () => console.log(`port=${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
