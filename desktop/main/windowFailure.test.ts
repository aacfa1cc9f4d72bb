import { describe, expect, it } from 'vitest';
import { loadFailed, problemDialog, rendererGone, wantsReload } from './windowFailure';

const load = (errorCode: number, errorDescription: string, isMainFrame = true) => ({
  errorCode,
  errorDescription,
  validatedURL: 'app://app/index.html',
  isMainFrame,
});

describe('the window’s page failed to load', () => {
  it('says so, with what failed, and offers Reload', () => {
    const p = loadFailed(load(-6, 'ERR_FILE_NOT_FOUND'));
    expect(p).toMatchObject({ message: 'The app’s page could not be loaded', canReload: true });
    expect(p?.detail).toContain('app://app/index.html');
    expect(p?.detail).toContain('ERR_FILE_NOT_FOUND (-6)');
    expect(p?.log).toBe('did-fail-load -6 ERR_FILE_NOT_FOUND app://app/index.html');
  });

  it('ignores a navigation replaced by another (ERR_ABORTED) and a frame inside the page (a video)', () => {
    expect(loadFailed(load(-3, 'ERR_ABORTED'))).toBeNull();
    expect(loadFailed(load(-105, 'ERR_NAME_NOT_RESOLVED', false))).toBeNull();
  });
});

describe('the window’s page process went away', () => {
  it.each([
    ['crashed', 'crashed'],
    ['abnormal-exit', 'stopped unexpectedly'],
    ['oom', 'ran out of memory'],
    ['killed', 'was stopped'],
    ['launch-failed', 'could not start'],
    ['memory-eviction', 'to free memory'],
  ])('%s: says what happened, that waiting changes are kept, and offers Reload', (reason, words) => {
    const p = rendererGone({ reason, exitCode: 133 });
    expect(p?.message).toBe('The app’s window stopped working');
    expect(p?.detail).toContain(words);
    expect(p?.detail).toContain('Changes waiting to be sent are kept');
    expect(p?.canReload).toBe(true);
    expect(p?.log).toBe(`render-process-gone ${reason} exit code 133`);
  });

  it('a failed integrity check cannot be fixed by reloading: reinstall', () => {
    const p = rendererGone({ reason: 'integrity-failure', exitCode: 0 });
    expect(p?.canReload).toBe(false);
    expect(p?.detail).toMatch(/reinstall/i);
  });

  it('a clean exit (the window closing) is no problem', () => {
    expect(rendererGone({ reason: 'clean-exit', exitCode: 0 })).toBeNull();
  });
});

describe('the dialog', () => {
  it('Reload first and default, Quit as cancel; only Quit when reloading cannot help', () => {
    const reloadable = rendererGone({ reason: 'crashed', exitCode: 1 })!;
    const d = problemDialog(reloadable);
    expect(d).toMatchObject({ type: 'error', buttons: ['Reload', 'Quit'], defaultId: 0, cancelId: 1 });
    expect(d.message).toBe(reloadable.message);
    expect(wantsReload(reloadable, 0)).toBe(true);
    expect(wantsReload(reloadable, 1)).toBe(false);
    const fatal = rendererGone({ reason: 'integrity-failure', exitCode: 0 })!;
    expect(problemDialog(fatal).buttons).toEqual(['Quit']);
    expect(wantsReload(fatal, 0)).toBe(false);
  });
});
