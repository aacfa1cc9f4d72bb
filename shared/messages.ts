// The exact user-facing texts (docs/product.md#messages-catalogue), so api, web and desktop say the same words.
/**
 * The public site offline (web/src/pwa/register.ts, web/sw/sw.ts): apart from MSG, so neither the
 * app's bundle nor the small script the pages load for their service worker carries the other's.
 */
export const OFFLINE_MSG = {
  offlineLine: (when: string) => `You are offline. Showing what this phone saved ${when}.`,
  offlineNeedsConnectionTitle: 'This page needs a connection',
  offlineNeedsConnection:
    'Photos and training videos are for members and are not kept on this device. Connect to the internet to see them.',
  offlineSeeSchedule: 'See the schedule (works offline)',
  updateAvailable: 'A new version of this site is available',
  updateReload: 'Reload',
  contactSavedOffline: 'You are offline. Your message is kept on this phone and will be sent when you are back online.',
  contactSentLater: 'Your message to the academy was sent.',
} as const;

export const MSG = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  dateRequired: 'Date is required',
  imageUrlRequired: 'Image URL is required',
  passwordRequired: 'Password is required',
  nameMin: 'Name must be at least 2 characters',
  emailInvalid: 'Please enter a valid email address',
  subjectMin: 'Subject must be at least 2 characters',
  messageMin: 'Message must be at least 10 characters',
  endAfterStart: 'End time must be after start time',
  invalidDate: 'Date must be a real calendar date (YYYY-MM-DD)',
  invalidUrl: 'Must be an http(s) address or an uploaded image',
  invalidVideoUrl: 'Must be an http(s) address',

  announcementsLoadFailed: 'Failed to load announcements. Please try again later.',
  noAnnouncementsHome: 'No announcements available right now.',
  noAnnouncementsTitle: 'No Announcements Found',
  noAnnouncementsText: "We couldn't find any announcements matching your search criteria.",
  noInstructors: 'No instructors available at the moment.',
  noEventsDay: 'No events scheduled',
  noPhotos: 'No photos available in the gallery.',
  noVideos: {
    all: 'No training videos available.',
    drumLine: 'No Drumline training videos available.',
    colorGuard: 'No Color Guard training videos available.',
  },
  eventsFetchFailed: 'Failed to fetch events',

  contactSuccess: ['Message Sent', "Thank you for your message. We'll get back to you soon!"],
  contactFailure: ['Error', 'There was a problem sending your message. Please try again.'],
  loginSuccess: ['Login successful', 'Welcome to the admin dashboard'],
  loginWrong: ['Login failed', 'Incorrect password. Please try again.'],
  loginError: ['Error', 'An error occurred during login. Please try again.'],
  gateSuccess: (pageTitle: string) => ['Access Granted', `You now have access to ${pageTitle}.`],
  gateWrong: ['Access Denied', 'The password you entered is incorrect. Please try again.'],
  gateError: ['Authentication Error', 'There was a problem verifying your password. Please try again.'],

  viewerImageFailed: 'Failed to load image.',
  viewerCannotEmbed: 'Video cannot be embedded',
  viewerCannotEmbedText:
    'This video cannot be displayed directly on the site. Click the link below to view it in a new tab.',
  viewerNoVideoTag: 'Your browser does not support the video tag.',

  invalidImportJson: "Invalid JSON data. Please ensure you're pasting the complete exported JSON content.",
  importFailed: (message: string) => `Failed to import data: ${message}`,
  exportSaveFailed: 'Failed to save data export. Please try again.',
  exportFailed: 'Failed to export data. Please try again.',
  exportTooLarge: 'Export downloaded but not saved to history (file too large)',
  restoreParseFailed: 'Failed to parse the export data',
  uploadNotImage: 'Please select an image file (JPEG, PNG, etc.)',
  uploadTooLarge: 'Image file size must be less than 5MB',
  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  uploadFailedToast: 'Failed to upload image',
  uploadNetwork: 'Network error occurred during upload',
  uploadNetworkToast: 'Network error during upload',
  uploadGeneric: 'An error occurred during upload',
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
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',

  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  tooManyMessages: 'Too many messages from this address. Please try again later.',
} as const;
