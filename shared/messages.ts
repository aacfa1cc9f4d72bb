// The exact user-facing texts (docs/product.md#messages-catalogue), so api, web and desktop say the same words.
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
  loginWrong: ['Login failed', 'Incorrect password. Please try again.'],
  gateSuccess: (pageTitle: string) => ['Access Granted', `You now have access to ${pageTitle}.`],
  gateWrong: ['Access Denied', 'The password you entered is incorrect. Please try again.'],
  gateError: ['Authentication Error', 'There was a problem verifying your password. Please try again.'],

  viewerImageFailed: 'Failed to load image.',
  viewerCannotEmbed: 'Video cannot be embedded',
  viewerCannotEmbedText:
    'This video cannot be displayed directly on the site. Click the link below to view it in a new tab.',
  viewerNoVideoTag: 'Your browser does not support the video tag.',

  uploadFailed: (statusText: string) => `Upload failed: ${statusText}`,
  uploadNetwork: 'Network error occurred during upload',
  uploadGeneric: 'An error occurred during upload',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',

  tooManyAttempts: 'Too many failed attempts. Please try again later.',
  tooManyMessages: 'Too many messages from this address. Please try again later.',
} as const;
