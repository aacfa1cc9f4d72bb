import { describe, expect, it } from 'vitest';
import { restartQuestion, updateFeedUrl, updateMessage } from './updates';

describe('update feed', () => {
  it('takes an https address, or http on this computer', () => {
    expect(updateFeedUrl('https://academy.example.org/desktop/')).toBe('https://academy.example.org/desktop/');
    expect(updateFeedUrl(' http://localhost:8080/updates ')).toBe('http://localhost:8080/updates');
    expect(updateFeedUrl('http://127.0.0.2:8080/u/')).toBe('http://127.0.0.2:8080/u/');
    expect(updateFeedUrl('http://[::1]:8080/u/')).toBe('http://[::1]:8080/u/');
  });

  it.each([undefined, null, 42, '', 'http://academy.example.org/desktop', 'ftp://x.org', 'https://u:p@x.org', 'nope'])(
    'refuses %j',
    (value) => {
      expect(updateFeedUrl(value)).toBeNull();
    },
  );

  it('says clearly when no feed is configured, and where to set it', () => {
    const m = updateMessage({ kind: 'no-feed', settingsFile: '/home/ana/.config/Core Academy Admin/settings.json' });
    expect(m.message).toBe('No update feed is configured');
    // Only in the file: the page has no way to set it.
    expect(m.detail).not.toContain('Change server');
    expect(m.detail).toContain('"updateFeedUrl"');
    expect(m.detail).toContain('/home/ana/.config/Core Academy Admin/settings.json');
  });

  it('tells the outcome of a check', () => {
    expect(updateMessage({ kind: 'up-to-date', version: '1.0.0' }).message).toBe('The app is up to date');
    expect(updateMessage({ kind: 'available', version: '1.1.0' }).message).toBe('Version 1.1.0 is available');
    expect(updateMessage({ kind: 'failed', reason: 'net::ERR_NAME_NOT_RESOLVED' }).detail).toBe(
      'net::ERR_NAME_NOT_RESOLVED',
    );
    expect(updateMessage({ kind: 'not-packaged' }).message).toMatch(/installed app/);
  });
});

describe('restart to update', () => {
  const status = (queued: number) => ({
    online: false,
    savedAt: null,
    queued: Array.from({ length: queued }, (_, i) => ({ id: `q${i}`, description: 'Edit', queuedAt: '' })),
    failed: [],
  });
  it('offers the restart, and says that waiting changes are kept', () => {
    const plain = restartQuestion('1.1.0', status(0));
    expect(plain).toMatchObject({ message: 'Version 1.1.0 is ready', buttons: ['Restart to Update', 'Later'] });
    expect(plain.detail).toContain('installed the next time you quit');
    expect(restartQuestion('1.1.0', status(2)).detail).toContain(
      '2 changes have not reached the server yet: they are kept and sent after the restart.',
    );
  });
});
