import { Launcher } from 'chrome-launcher';
import { CHROMIUM_BASE_ARGS, OMNIBOX_POPUPS } from '../e2e/harness';

const DISABLE = '--disable-features=';

/**
 * Lighthouse's Chromium flags, beside chrome-launcher's own, without the address bar's popups
 * (e2e/harness.ts OMNIBOX_POPUPS): in Lighthouse's trace of the home page they took ~265 ms of CPU
 * while the page loaded, on a 2-core machine (a phone's Chrome draws no such thing then), and the
 * page scored 74-84 beside 75-99 without them in alternating runs. Chromium keeps only the last
 * --disable-features it is given, so this one carries chrome-launcher's list
 * (Launcher.defaultFlags()) too, instead of replacing it.
 */
export function lighthouseChromeFlags(): string[] {
  const launchers = Launcher.defaultFlags().find((f) => f.startsWith(DISABLE));
  const features = [...(launchers?.slice(DISABLE.length).split(',') ?? []), ...OMNIBOX_POPUPS];
  return [...CHROMIUM_BASE_ARGS, DISABLE + features.join(',')];
}
