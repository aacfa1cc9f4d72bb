import { API } from './routes';

// Business constants (docs/product.md#business-constants, docs/decisions.md), in one place for api, web and desktop.
export const TAGLINE = 'At the core of performance';
export const MOBILE_BREAKPOINT = 768;
export const MAX_EVENTS_PER_DAY = 3;
export const SKELETONS = { homeAnnouncements: 3, announcementsPage: 5, photos: 8, videos: 6, instructors: 4 } as const;

/** Cards the public announcements page draws at first and adds per 'Show More': years of news stay quick on a phone. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_EXPORT_BYTES = 10 * 1024 * 1024;
export const EXPORT_HISTORY_SIZE = 5;
export const JSON_BODY_LIMIT = '1mb';
export const LARGE_JSON_BODY_LIMIT = '12mb';
export const LARGE_JSON_PATHS = [API.dataExports, API.dataImports] as const;

export const PROTECTED_PAGES = ['photos', 'training'] as const;
export type ProtectedPage = (typeof PROTECTED_PAGES)[number];
export const PAGE_TITLES: Record<ProtectedPage, string> = { photos: 'Photos', training: 'Training Videos' };
export const pageCookieName = (page: ProtectedPage) => `${page}_authenticated`;
export const PAGE_COOKIE_MS = 24 * 60 * 60 * 1000;
export const PAGE_LOGIN_SETTLE_MS = 200;

export const AUTH_TOKEN_KEY = 'auth_token';
/** How long the server remembers an Idempotency-Key (api/http/idempotency.ts); the desktop warns about edits waiting longer. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ADMIN_TOKEN_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const CONTACT_MAX_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_HONEYPOT_FIELD = 'website';
/**
 * The contact form's field carrying how long the form was shown before it was sent (ms). An
 * elapsed time rather than a timestamp, so a visitor's wrong clock cannot make a post look fast.
 */
export const CONTACT_FILL_TIME_FIELD = 'formFillMs';
/**
 * A post sent sooner than this after the form was shown is a bot's: answered as a success, dropped.
 * A browser's autofill takes a person about 2 s; the forms never send a real person's post this fast
 * (web/src/lib/fillTimer.ts asks them to send again), so no one is dropped in silence.
 */
export const CONTACT_MIN_FILL_MS = 1500;

export const INSTRUCTORS_CACHE_MS = 300_000;
export const TOAST_TIMEOUT_MS = 5000;

export const IMAGE_DISPLAY_MAX_PX = 2048;
export const IMAGE_THUMB_MAX_PX = 480;

export const EVENT_HOURS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export const EVENT_MINUTES = ['00', '15', '30', '45'] as const;
export const EVENT_PERIODS = ['AM', 'PM'] as const;
export const VIDEO_CATEGORIES = ['videos', 'drumLine', 'colorGuard'] as const;
export const GALLERY_CATEGORIES = ['photos', ...VIDEO_CATEGORIES] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const VIDEO_SOURCES = ['YouTube', 'Google Drive', 'Vimeo', 'Other'] as const;
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.mov'] as const;

export const EXPORT_FILENAME_PREFIX = 'academy-data-export';
export const COLLECTIONS = ['announcements', 'events', 'galleryItems', 'contactMessages', 'instructors'] as const;
export type CollectionName = (typeof COLLECTIONS)[number];
export const COLLECTION_LABELS: Record<CollectionName, string> = {
  announcements: 'Announcements',
  events: 'Events',
  galleryItems: 'Gallery items',
  contactMessages: 'Contact messages',
  instructors: 'Instructors',
};
