// The baseline of the API benchmark: a plain node:http server answering the same bytes as the
// real server (fetched from it first). argv[2]: a JSON file {path: {file, type}}. Prints its port.
import fs from 'node:fs';
import http from 'node:http';

const routes = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bodies = new Map(Object.entries(routes).map(([p, r]) => [p, { body: fs.readFileSync(r.file), type: r.type }]));
const server = http.createServer((req, res) => {
  const r = bodies.get(req.url);
  if (!r) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': r.type, 'Content-Length': r.body.length });
  res.end(r.body);
});
server.listen(0, '127.0.0.1', () => console.log(`port=${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
