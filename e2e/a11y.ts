import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];

/**
 * axe-core's minified build: @axe-core/playwright sends axe.js (1.3 MB, comments and all) through
 * the protocol and evaluates it twice per analyze(); this one (0.56 MB, the same code) is sent and
 * evaluated once per document (measured on /about at a load of 10: 1.4 s -> 0.7 s a call, and
 * nothing for a second call on the same document).
 */
const AXE_SOURCE = readFileSync(
  // The axe-core that @axe-core/playwright depends on.
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

const OPTIONS: RunOptions = {
  // Only violations are read: passes and incomplete keep one node each instead of every node
  // they matched, which the page then serialises for nothing (axe-core's `resultTypes`).
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

async function analyze(page: Page, exclude: string[]): Promise<AxeResults> {
  // A page with a frame (a video embed) keeps AxeBuilder's default, runPartial per frame +
  // finishRun in a blank page of the context, which reaches cross-origin frames.
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page: page as never, axeSource: AXE_SOURCE }).options(OPTIONS);
    for (const sel of exclude) builder = builder.exclude(sel);
    return builder.analyze();
  }
  // Without frames, one axe.run in the page checks the same rules on the same nodes (AxeBuilder's
  // legacy mode does just this, after injecting axe twice).
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')))
    await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([exclude, options]) =>
      (window as unknown as { axe: { run(c: unknown, o: RunOptions): Promise<AxeResults> } }).axe.run(
        { exclude: exclude.map((sel) => [sel]) },
        options,
      ),
    [exclude, OPTIONS] as const,
  );
}

/** axe-core violations on the current page, as readable lines (empty when clean). */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // A toast fades in and out; caught mid-fade, axe measures the contrast of half-transparent
  // text. Toasts keep Blueprint's intent colours (white text on dark, green or red).
  const excluded = ['.app-toaster', ...exclude];
  // Likewise a dialog fading in (CI: a video viewer's title and button at 'insufficient contrast'):
  // axe runs once the transitions and finite animations have ended (loops, like a spinner, never do).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const result = await analyze(page, excluded);
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}
