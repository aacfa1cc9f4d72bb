import { API } from '@shared/routes';
import type { PushSubscribed, SubscriptionProgram } from '@shared/schemas';
import { currentLang } from '@/i18n';
import { apiFor } from '@/lib/platform';
import { webPlatform } from '@/lib/webPlatform';
import { PUSH_STORAGE_KEY } from './support';

export type SavedDevice = PushSubscribed & { programs: SubscriptionProgram[] };
const api = () => apiFor(webPlatform);

export function savedDevice(): SavedDevice | null {
  try {
    const v = JSON.parse(localStorage.getItem(PUSH_STORAGE_KEY) ?? 'null') as SavedDevice | null;
    return v && typeof v.id === 'string' && v.id && typeof v.token === 'string' && Array.isArray(v.programs) ? v : null;
  } catch {
    return null;
  }
}

/** The registration of the site's worker; the pages register it after load, so this may wait a moment. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing?.active) return existing;
  if (!existing) await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return navigator.serviceWorker.ready;
}

/**
 * Subscribes this device (permission already granted) through the worker's pushManager with the
 * server's key, and tells the server which programs; called again with other programs, the same
 * endpoint replaces its choices.
 */
export async function enablePush(programs: SubscriptionProgram[]): Promise<SavedDevice> {
  const reg = await registration();
  const { publicKey } = await api().get<{ publicKey: string }>(API.pushKey);
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  const json = sub.toJSON();
  const answer = await api().post<PushSubscribed>(API.pushSubscriptions, {
    subscription: { endpoint: json.endpoint, keys: json.keys },
    programs,
    kinds: ['urgent', 'cancellations'],
    lang: currentLang(),
  });
  const device = { ...answer, programs };
  localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify(device));
  return device;
}

/** Removes this device at the server (its own token) and drops the browser's subscription. */
export async function disablePush(device: SavedDevice): Promise<void> {
  await api()
    .del(`${API.pushSubscriptions}/${encodeURIComponent(device.id)}?token=${encodeURIComponent(device.token)}`)
    .catch(() => {}); // already gone (a 404 after a 410): nothing left to remove there
  const reg = await navigator.serviceWorker.getRegistration('/');
  await (await reg?.pushManager.getSubscription())?.unsubscribe();
  localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify({ ...device, id: '', token: '' }));
}

/** The programs chosen last time (kept after turning off, so turning on again keeps them). */
export function rememberedPrograms(): SubscriptionProgram[] {
  try {
    const v = JSON.parse(localStorage.getItem(PUSH_STORAGE_KEY) ?? 'null') as { programs?: unknown } | null;
    const p = Array.isArray(v?.programs) ? (v.programs as SubscriptionProgram[]) : [];
    return p.length ? p : ['drumline', 'colorGuard'];
  } catch {
    return ['drumline', 'colorGuard'];
  }
}
