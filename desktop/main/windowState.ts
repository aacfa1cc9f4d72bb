/** A window's position and size, as BrowserWindow.getBounds() gives it. */
export type Bounds = { x: number; y: number; width: number; height: number };
export type SavedWindowState = Bounds & { maximized?: boolean };

export const DEFAULT_SIZE = { width: 1280, height: 860 };
export const MIN_SIZE = { width: 800, height: 600 };

/** Valid saved bounds from settings.json (anything else is null). */
export function parseWindowState(value: unknown): SavedWindowState | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const nums = ['x', 'y', 'width', 'height'].map((k) => v[k]);
  if (!nums.every((n) => typeof n === 'number' && Number.isFinite(n))) return null;
  const [x, y, width, height] = nums as number[];
  return { x, y, width, height, ...(v.maximized === true ? { maximized: true } : {}) };
}

/**
 * Where to open the window: the saved bounds when enough of the window's title bar falls on a
 * display that is there now (a monitor may have been unplugged since), else the default size,
 * centred by Electron. `workAreas` is screen.getAllDisplays().map((d) => d.workArea).
 */
export function restoreBounds(
  saved: SavedWindowState | null,
  workAreas: readonly Bounds[],
): { bounds: Partial<Bounds> & { width: number; height: number }; maximized: boolean } {
  const fallback = { bounds: { ...DEFAULT_SIZE }, maximized: false };
  if (!saved) return fallback;
  const width = Math.max(MIN_SIZE.width, Math.round(saved.width));
  const height = Math.max(MIN_SIZE.height, Math.round(saved.height));
  // The top strip of the window (where it is grabbed): at least 100 x 30 px of it on one display.
  const strip = { x: saved.x, y: saved.y, width, height: 30 };
  const visible = workAreas.some((a) => {
    const w = Math.min(strip.x + strip.width, a.x + a.width) - Math.max(strip.x, a.x);
    const h = Math.min(strip.y + strip.height, a.y + a.height) - Math.max(strip.y, a.y);
    return w >= 100 && h >= 30;
  });
  if (!visible) return fallback;
  return { bounds: { x: Math.round(saved.x), y: Math.round(saved.y), width, height }, maximized: !!saved.maximized };
}
