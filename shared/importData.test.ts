import { describe, expect, it } from 'vitest';
import { parseImportJson } from './importData';

describe('parseImportJson', () => {
  const file = JSON.stringify({ announcements: [{ title: 'A' }], exportDate: '2026-01-01T00:00:00.000Z' });

  it('takes an export re-saved with a UTF-8 byte-order mark (Notepad, PowerShell 5)', () => {
    expect(parseImportJson(`\uFEFF${file}`)?.preview).toEqual([{ collection: 'announcements', count: 1 }]);
    // The BOM as the bytes a file holds, decoded as the desktop's readFile(…, 'utf8') and File.text() do.
    const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(file)]),
    );
    expect(parseImportJson(decoded)?.content.announcements).toEqual([{ title: 'A' }]);
  });

  it('still refuses what is not an export', () => {
    expect(parseImportJson('\uFEFF')).toBeNull();
    expect(parseImportJson('\uFEFF\uFEFF{}')).toBeNull();
    expect(parseImportJson('{"x":1}')).toBeNull();
  });
});
