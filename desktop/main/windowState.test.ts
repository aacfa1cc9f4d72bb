import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, restoreBounds } from './windowState';

const laptop = { x: 0, y: 0, width: 1440, height: 876 };
const external = { x: 1440, y: 0, width: 2560, height: 1415 };

describe('window position and size between runs', () => {
  it('opens at the default size the first time', () => {
    expect(restoreBounds(null, [laptop])).toEqual({ bounds: DEFAULT_SIZE, maximized: false });
  });

  it('restores the saved bounds on a display that is there', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 900, maximized: true };
    expect(restoreBounds(saved, [laptop, external])).toEqual({
      bounds: { x: 1600, y: 100, width: 1200, height: 900 },
      maximized: true,
    });
  });

  it('falls back to the default when the display it was on is gone', () => {
    const saved = { x: 1600, y: 100, width: 1200, height: 900 };
    expect(restoreBounds(saved, [laptop])).toEqual({ bounds: DEFAULT_SIZE, maximized: false });
  });

  it('falls back when only a sliver of the title bar would show, or it is above the screen', () => {
    expect(restoreBounds({ x: 1400, y: 10, width: 1000, height: 700 }, [laptop]).bounds).toEqual(DEFAULT_SIZE);
    expect(restoreBounds({ x: 100, y: -500, width: 1000, height: 700 }, [laptop]).bounds).toEqual(DEFAULT_SIZE);
  });

  it('works with displays left of or above the main one (negative coordinates)', () => {
    const left = { x: -1920, y: -200, width: 1920, height: 1080 };
    expect(restoreBounds({ x: -1800, y: -100, width: 900, height: 700 }, [laptop, left]).bounds).toEqual({
      x: -1800,
      y: -100,
      width: 900,
      height: 700,
    });
  });

  it('never restores a window smaller than the minimum', () => {
    expect(restoreBounds({ x: 10, y: 10, width: 200, height: 100 }, [laptop]).bounds).toEqual({
      x: 10,
      y: 10,
      width: 800,
      height: 600,
    });
  });

  it('reads only well-formed saved bounds', () => {
    expect(parseWindowState({ x: 1, y: 2, width: 900, height: 700, maximized: true })).toEqual({
      x: 1,
      y: 2,
      width: 900,
      height: 700,
      maximized: true,
    });
    expect(parseWindowState({ x: '1', y: 2, width: 900, height: 700 })).toBeNull();
    expect(parseWindowState({ x: 1, y: 2, width: Infinity, height: 700 })).toBeNull();
    expect(parseWindowState(null)).toBeNull();
  });
});
