import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations on the current page, as readable lines (empty when clean). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never })
    // Only violations are read: passes and incomplete keep one node each instead of every node
    // they matched, which the page then serialises for nothing (axe-core's `resultTypes`).
    // First: options() replaces the options that withTags() writes into.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  // Without frames, one axe.run in the page checks the same rules on the same nodes as the default
  // runPartial per frame + finishRun in a blank page of the context, which injects axe a second
  // time and ships every partial result through the protocol (a third to a half of the time).
  // A page with a frame (a video embed) keeps the default, which reaches cross-origin frames.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  // A toast fades in and out; caught mid-fade, axe measures the contrast of half-transparent
  // text. Toasts keep Blueprint's intent colours (white text on dark, green or red).
  for (const sel of ['.app-toaster', ...exclude]) builder = builder.exclude(sel);
  // Likewise a dialog fading in (CI: a video viewer's title and button at 'insufficient contrast'):
  // axe runs once the transitions and finite animations have ended (loops, like a spinner, never do).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
