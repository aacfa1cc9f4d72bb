import { z } from 'zod';
import { COLLECTIONS } from '../constants';
import { announcementInput } from './announcement';
import { recordId, recordTime } from './common';
import { recordVersion } from './versions';
import { contactInput, contactNotify } from './contact';
import { eventInput } from './event';
import { galleryInput } from './gallery';
import { instructorInput } from './instructor';

export const dataExportInput = z.object({
  filename: z
    .string()
    .trim()
    .min(1, 'Filename is required')
    .max(200)
    .regex(/^[\w.\- ]+$/, 'Filename may use letters, digits, spaces, dots, dashes and underscores'),
  fileContent: z.string().min(2, 'File content is required'),
  fileSize: z.number().int().nonnegative().optional(),
});
export type DataExportInput = z.input<typeof dataExportInput>;
export type DataExport = { id: string; filename: string; fileContent: string; fileSize: number; createdAt: string };
export type DataExportSummary = Omit<DataExport, 'fileContent'> & { fileContent?: string };

/**
 * An import accepts records as exported: each is checked against its entity's input schema,
 * and its id, createdAt, updatedAt and version (checked by importMeta) are kept when present.
 */
export const importRecordSchemas = {
  announcements: announcementInput,
  events: eventInput,
  galleryItems: galleryInput,
  contactMessages: contactInput.omit({ website: true, formFillMs: true }).extend({ notify: contactNotify.optional() }),
  instructors: instructorInput,
} as const;
export const importMeta = z.object({
  id: recordId.optional(),
  createdAt: recordTime.optional(),
  updatedAt: recordTime.optional(),
  // Kept as exported; absent (an export from before versions) counts as 1.
  version: recordVersion.nullish(),
});

export type ExportFileContent = {
  announcements: unknown[];
  events: unknown[];
  galleryItems: unknown[];
  contactMessages: unknown[];
  instructors: unknown[];
  /** Families subscribed to notices by email (GET /api/subscriptions rows); absent in older exports. */
  subscriptions?: unknown[];
  /** Enrollments as stored (GET /api/enrollments/export, owner only); absent in older exports. */
  enrollments?: unknown[];
  exportDate: string;
};
export const importRequest = z.object({ content: z.record(z.string(), z.unknown()) });
export const IMPORTABLE = COLLECTIONS;
