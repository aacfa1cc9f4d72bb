import { Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../e2e/harness';

/** The address bar's suggestion popups (chrome://omnibox-popup.top-chrome and its AI mode page). */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DISABLE = '--disable-features=';

/**
 * Lighthouse's Chromium flags, beside chrome-launcher's own. Headless Chromium 156 builds the
 * address bar's popups in a renderer of their own as it starts: in Lighthouse's trace of the home
 * page, ~265 ms of CPU while the page loaded, on a 2-core machine (a phone's Chrome draws no such
 * thing then), and the page scored 74-84 beside 75-99 without it in alternating runs. Chromium
 * keeps only the last --disable-features it is given, so this one carries chrome-launcher's list
 * (Launcher.defaultFlags()) too, instead of replacing it.
 */
export function lighthouseChromeFlags(): string[] {
  const launchers = Launcher.defaultFlags().find((f) => f.startsWith(DISABLE));
  const features = [...(launchers?.slice(DISABLE.length).split(',') ?? []), ...OMNIBOX_POPUPS];
  return [...CHROMIUM_ARGS, DISABLE + features.join(',')];
}
