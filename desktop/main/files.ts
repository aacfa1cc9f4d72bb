import type { BrowserWindow, Dialog } from 'electron';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { FILE_MAX_CHARS, type OpenedFile } from '../shared/ipc';

const JSON_FILTERS = [
  { name: 'Academy data (JSON)', extensions: ['json'] },
  { name: 'All files', extensions: ['*'] },
];

/** Native Save and Open dialogs for export and import. */
export function createFileDialogs(
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>,
  getWindow: () => BrowserWindow | null,
) {
  return {
    async save(filename: string, content: string): Promise<boolean> {
      const win = getWindow();
      const options = { title: 'Save data export', defaultPath: filename, filters: JSON_FILTERS };
      const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return false;
      await writeFile(result.filePath, content, 'utf8');
      return true;
    },
    async open(): Promise<OpenedFile> {
      const win = getWindow();
      const options = { title: 'Import data from a file', filters: JSON_FILTERS, properties: ['openFile' as const] };
      const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
      const path = result.filePaths[0];
      if (result.canceled || !path) return null;
      if ((await stat(path)).size > FILE_MAX_CHARS)
        throw new Error('The file is larger than 12 MB; an export is never that large');
      return { name: basename(path), content: await readFile(path, 'utf8') };
    },
  };
}
