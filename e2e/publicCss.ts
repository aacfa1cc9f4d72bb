import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { BLUEPRINT_CSS, blueprintHalvesOf, structuralSelectors } from '../web/blueprintSubset';

let selectors: string[] | undefined;
/** The selectors of Blueprint's dashboard half (web/blueprintSubset.ts), without pseudo-classes. */
const restSelectors = () =>
  (selectors ??= structuralSelectors(blueprintHalvesOf(fs.readFileSync(BLUEPRINT_CSS, 'utf8')).rest));

/**
 * Selectors of Blueprint's dashboard half that match something on the page: a public page loads
 * only the public half, so each one is a rule the page would lack (drawn differently than with
 * the whole stylesheet). Empty when the public half covers the page.
 */
export async function dashboardCssMatches(page: Page): Promise<string[]> {
  return page.evaluate((list) => {
    const matches = (s: string) => {
      try {
        return document.querySelector(s) !== null;
      } catch {
        return false; // a selector this Chromium does not parse matches nothing here either
      }
    };
    return list.filter(matches);
  }, restSelectors());
}
