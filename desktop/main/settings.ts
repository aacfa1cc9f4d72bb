import { join } from 'node:path';
import { normalizeServerUrl } from './serverUrl';
import { updateFeedUrl } from './updates';
import { parseWindowState, type SavedWindowState } from './windowState';
import { readJsonObject, writeFileAtomic, type SetAside } from './files-atomic';

/** The app's settings, one JSON file in Electron's userData folder. */
/** updateFeedUrl: set by hand (or by whoever deploys the app), see updates.ts. */
export type Settings = { serverUrl: string | null; window?: SavedWindowState; updateFeedUrl?: string };
const DEFAULTS: Settings = { serverUrl: null };

/** A saved address the app would no longer take (plain http:// to another computer, from an older version) is asked again. */
function storedServerUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return normalizeServerUrl(value) === value ? value : null;
  } catch {
    return null;
  }
}

export class SettingsStore {
  private readonly file: string;
  private current: Settings = { ...DEFAULTS };
  /** Set when settings.json was damaged and moved aside at start. */
  setAside?: SetAside;

  private constructor(dir: string) {
    this.file = join(dir, 'settings.json');
  }

  static async open(dir: string): Promise<SettingsStore> {
    const store = new SettingsStore(dir);
    const { value: saved, setAside } = await readJsonObject<Partial<Settings>>(store.file, {});
    store.setAside = setAside;
    const window = parseWindowState(saved.window);
    store.current = {
      ...DEFAULTS,
      serverUrl: storedServerUrl(saved.serverUrl),
      ...(window ? { window } : {}),
    };
    const feed = updateFeedUrl(saved.updateFeedUrl);
    if (feed) store.current.updateFeedUrl = feed;
    return store;
  }

  get(): Settings {
    return { ...this.current };
  }

  async update(patch: Partial<Settings>): Promise<Settings> {
    this.current = { ...this.current, ...patch };
    await writeFileAtomic(this.file, JSON.stringify(this.current, null, 2));
    return this.get();
  }
}
