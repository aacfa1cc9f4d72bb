// The dashboard's texts (docs/product.md), apart from messages.ts: a module the public pages and
// the dashboard share goes whole into the chunk every page loads, and these are the dashboard's.
export const ADMIN_MSG = {
  loginSuccess: ['Login successful', 'Welcome to the admin dashboard'],
  loginError: ['Error', 'An error occurred during login. Please try again.'],
  invalidImportJson: "Invalid JSON data. Please ensure you're pasting the complete exported JSON content.",
  importFailed: (message: string) => `Failed to import data: ${message}`,
  exportSaveFailed: 'Failed to save data export. Please try again.',
  exportFailed: 'Failed to export data. Please try again.',
  exportTooLarge: 'Export downloaded but not saved to history (file too large)',
  restoreParseFailed: 'Failed to parse the export data',
  uploadNotImage: 'Please select an image file (JPEG, PNG, etc.)',
  uploadTooLarge: 'Image file size must be less than 5MB',
  uploadFailedToast: 'Failed to upload image',
  uploadNetworkToast: 'Network error during upload',
  uploadSuccess: 'Image uploaded successfully',
  mutationFailed: (verb: 'create' | 'update' | 'delete', entity: string, message: string) =>
    `Failed to ${verb} ${entity}: ${message}`,
  mutationSuccess: (entity: string, done: 'created' | 'updated' | 'deleted') => `${entity} ${done} successfully`,
  messageDeleted: 'Message deleted successfully',
  dataExported: 'Data exported successfully',
  exportSaved: 'Data export saved successfully',
  exportDeleted: 'Data export deleted successfully',
  exportDownloaded: 'Data export downloaded',
  dataImported: 'Data imported successfully',
  readyToImport: ['Ready to Import', 'Review the data to be imported'],
  // Spanish text on records (docs/decisions.md, "Spanish"): the dashboard itself stays English.
  spanish: 'Spanish',
  spanishOf: (label: string) =>
    `The Spanish of ${label}, shown on the Spanish pages; left empty, they show the English.`,
  needsSpanish: 'Needs Spanish',
  needsSpanishFields: (fields: string) => `No Spanish yet for: ${fields}`,
  needsSpanishFilter: (count: number) => `Needs Spanish only (${count})`,
} as const;
