/**
 * The push services the server posts to: Google (FCM), Mozilla, Apple and Microsoft (WNS), plus
 * PUSH_SERVICES. Checked when a device subscribes and again before every send, on the parsed URL,
 * so no stored or sent endpoint can make the server post anywhere else (no SSRF).
 */
const KNOWN_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const KNOWN_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

export function isKnownPushEndpoint(endpoint: string, extra: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  // url.port is '' for 443: a known service on another port is not the known service.
  if (!url.port && (KNOWN_HOSTS.includes(host) || KNOWN_SUFFIXES.some((s) => host.endsWith(s)))) return true;
  const withPort = url.port ? `${host}:${url.port}` : host;
  return extra.some((h) => h === withPort || (!url.port && h === `${host}:443`));
}
