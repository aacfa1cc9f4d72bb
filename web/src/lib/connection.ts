import { NETWORK_TIMEOUT_SECONDS } from '@shared/offline';

/**
 * Whether the server answers at all. A phone can call itself online with no way through (a weak
 * signal, a network that wants a sign-in): navigator.onLine alone does not tell. A HEAD request,
 * which the service worker leaves to the network (it stores GETs), so no stored copy answers it.
 */
export async function serverAnswers(): Promise<boolean> {
  if (navigator.onLine === false) return false;
  try {
    await fetch('/', {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(NETWORK_TIMEOUT_SECONDS * 1000),
    });
    return true;
  } catch {
    return false;
  }
}

/** Code or data that could not come because the server could not be reached. */
export class NoConnection extends Error {}

/** A load whose failure is a NoConnection when the server does not answer either. */
export const orNoConnection =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    load().catch(async (error: unknown) => {
      throw (await serverAnswers()) ? error : new NoConnection();
    });
