import net from 'node:net';

/**
 * Who a limit counts. One IPv6 subscriber gets a whole /64 (often a /56 or /48) from its
 * provider, so counting exact addresses let one attacker be 2^64 clients: the attack pass of
 * 2026-11-28 sent 10,405 subscriptions from one /64. A client is therefore an IPv4 address or
 * an IPv6 /64; the wider network (an IPv6 /48, an IPv4 /24) has its own, larger budget.
 * An IPv4-mapped IPv6 address (`::ffff:198.51.100.7`, what a dual-stack socket reports) is the
 * IPv4 address. The address is ctx.ip: behind TRUST_PROXY it is the one the proxy saw.
 */

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function groups6(ip: string): number[] | null {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  // A dotted IPv4 tail (::ffff:1.2.3.4) becomes its two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === null ? [] : Array<string>(8 - left.length - right.length).fill('0');
  const all = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  return all.length === 8 && all.every((g) => g >= 0 && g <= 0xffff) ? all : null;
}

const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');

/** An IPv4 address as written, or the IPv4 address inside an IPv4-mapped IPv6 one; else null. */
function ipv4Of(ip: string, gs: number[] | null): string | null {
  if (net.isIPv4(ip)) return ip;
  if (gs && gs.slice(0, 5).every((g) => g === 0) && gs[5] === 0xffff)
    return [gs[6] >> 8, gs[6] & 255, gs[7] >> 8, gs[7] & 255].join('.');
  return null;
}

/** The client a per-client limit counts: `198.51.100.7` or `2001:db8:1:2::/64`. */
export function clientKey(ip: string): string {
  const gs = groups6(ip);
  const v4 = ipv4Of(ip, gs);
  if (v4) return v4;
  if (gs) return `${hex(gs.slice(0, 4))}::/64`;
  // Not an address (no proxy in front and a socket without one): counted as itself, bounded.
  return `?${ip.slice(0, 64)}`;
}

/** The network a wider budget counts: an IPv6 /48 (`2001:db8:1::/48`) or an IPv4 /24. */
export function networkKey(ip: string): string {
  const gs = groups6(ip);
  const v4 = ipv4Of(ip, gs);
  if (v4) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (gs) return `${hex(gs.slice(0, 3))}::/48`;
  return `?${ip.slice(0, 64)}`;
}
