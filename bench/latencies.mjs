/**
 * autocannon in its own process, as bench/run.ts's cannon(), but its latencies kept at
 * microsecond precision: autocannon's own p99 comes from a histogram of whole milliseconds, and
 * a p99 of 4-5 ms moves by a quarter with one step. Used where two p99s of a few milliseconds are
 * compared (bench/notices.ts). Usage: node bench/latencies.mjs <url> <connections> <seconds>;
 * prints {rps, p50, p99, errors, non2xx} as JSON, latencies in ms.
 */
import autocannon from 'autocannon';

const [url, connections, seconds] = process.argv.slice(2);
const times = [];
const instance = autocannon({ url, connections: Number(connections), duration: Number(seconds) }, (err, result) => {
  if (err) {
    console.error(err.message);
    process.exit(1);
  }
  times.sort((a, b) => a - b);
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 1000) / 1000;
  console.log(
    JSON.stringify({
      rps: Math.round(result.requests.average),
      p50: at(0.5),
      p99: at(0.99),
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    }),
  );
});
instance.on('response', (_client, status, _bytes, ms) => {
  if (status >= 200 && status < 300) times.push(ms);
});
