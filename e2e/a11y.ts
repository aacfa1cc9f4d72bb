import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations on the current page, as readable lines (empty when clean). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  let builder = new AxeBuilder({ page: page as never }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
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
