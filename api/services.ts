import type { Logger } from './log/logger';
import path from 'node:path';
import { CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS } from '../shared/constants';
import { AdminSessions } from './auth/adminSessions';
import type { Config } from './config';
import { Database } from './storage/db';
import { AuditLog } from './storage/auditLog';
import { RefusalBudget } from './features/audit/refusals';
import { record } from './features/audit/record';
import { HealthProbe } from './storage/healthProbe';
import { offsiteStatus } from './storage/offsiteStatus';
import { IdempotencyStore, publicIdempotency } from './http/idempotency';
import { FamilyNotices } from './features/families/families';
import { PushService } from './features/push/service';
import { Enrollments } from './features/enrollment/service';
import { ContactNotifier } from './features/inbox/notifier';
import { Passwords } from './auth/passwords';
import { RateLimiter } from './auth/rateLimit';
import { Staff } from './features/staff';
import { SignInLimits } from './auth/signInLimits';
import { UploadIndex } from './features/gallery/uploadAccess';
import { UPLOAD_SWEEP_FILE, UploadSweeper } from './features/gallery/uploadSweep';
import { removeImagesOfGone } from './features/gallery/uploads';
import type { DataPart, DataPartName } from './features/backups/imports';
import { prepareSubscriptions, replaceSubscriptions, subscriptionStore } from './features/families/importSubscriptions';
import { prepareEnrollments } from './features/enrollment/importExport';
import { EnrollmentImportError } from './features/enrollment/errors';
import type { Enrollment, Subscription } from '../shared/schemas';
import { Invalid } from './errors';

/** What the routes and middleware share: configuration, data, secrets, limits. */
export type Services = {
  config: Config;
  db: Database;
  passwords: Passwords;
  sessions: AdminSessions;
  /** Staff accounts, their second factor and the short state of a sign-in step (api/features/staff). */
  staff: Staff;
  /** Answers of admin writes sent with an Idempotency-Key (idempotency.ts). */
  idempotency: IdempotencyStore;
  /** Answers of public posts sent with an Idempotency-Key (the contact form's offline outbox). */
  publicIdempotency: IdempotencyStore;
  uploadsDir: string;
  /** Who may fetch each upload, from the records that use it. */
  uploadIndex: UploadIndex;
  /** Removes uploads no record has used for a day. */
  uploadSweeper: UploadSweeper;
  /** Sign-in budgets (per client, network, site) and accepted contact messages per client (clientKey.ts). */
  limits: { adminLogin: SignInLimits; pageLogin: SignInLimits; contact: RateLimiter };
  /** Whether the data folder takes a write, probed at most every few seconds. */
  healthProbe: HealthProbe;
  logger: Logger;
  /** Every change and sign-in, hash-chained (features/audit). */
  audit: AuditLog;
  /** Refused sign-ins, one entry per client per window (features/audit/refusals.ts). */
  auditRefusals: RefusalBudget;
  /** Emails stored public contact messages (null without SMTP_URL and NOTIFY_EMAIL). */
  notifier: ContactNotifier | null;
  /** Notices by email to families (null without SMTP_URL): subscriptions, queue, scheduler. */
  families: FamilyNotices | null;
  /** Web Push to families' devices: devices, VAPID keys, its own queue and scheduler. */
  push: PushService;
  /** Enrollment requests, seats and waitlists (api/features/enrollment). */
  enrollments: Enrollments;
  /** The last off-site backup as the backup command recorded it in the data folder. */
  offsiteStatus: () => ReturnType<typeof offsiteStatus>;
  /** The features' own records in export files (features/backups imports them through these). */
  dataParts: Record<DataPartName, DataPart>;
  startedAt: number;
};

/** The families' subscriptions and the enrollments, as export and import see them. */
function dataParts(s: Services): Record<DataPartName, DataPart> {
  return {
    subscriptions: {
      prepare: prepareSubscriptions,
      current: async () => (await subscriptionStore(s)).all(),
      replace: (records) => replaceSubscriptions(s, records as Subscription[]),
    },
    enrollments: {
      prepare: (list) => {
        try {
          return prepareEnrollments(list);
        } catch (e) {
          if (e instanceof EnrollmentImportError) throw new Invalid(e.message, { issues: e.issues });
          throw e;
        }
      },
      current: async () => s.enrollments.store.records.all(),
      replace: (records) => s.enrollments.store.replaceAll(records as Enrollment[], s.db.tracker),
      ownerOnly: true,
    },
  };
}

export function createServices(config: Config, logger: Logger): Services {
  const log = (line: string) => logger.warn(line);
  const db = new Database(config.dataDir);
  const passwords = new Passwords(config.dataDir, db.tracker);
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const uploadIndex = new UploadIndex(db.content.galleryItems, db.content.instructors, db.trash, db.revisions);
  const families = config.mail ? new FamilyNotices(db, config, config.mail, log) : null;
  const services: Services = {
    config,
    db,
    passwords,
    sessions: new AdminSessions(config.dataDir, db.tracker, passwords),
    staff: new Staff(config, db.tracker, passwords),
    idempotency: new IdempotencyStore(config.dataDir, db.tracker, log),
    publicIdempotency: publicIdempotency(config.dataDir, db.tracker, log),
    uploadsDir,
    uploadIndex,
    uploadSweeper: new UploadSweeper(uploadsDir, uploadIndex, log, path.join(config.dataDir, UPLOAD_SWEEP_FILE)),
    limits: {
      adminLogin: new SignInLimits(log),
      pageLogin: new SignInLimits(log),
      contact: new RateLimiter(CONTACT_MAX_PER_WINDOW, CONTACT_WINDOW_MS),
    },
    healthProbe: new HealthProbe(config.dataDir),
    logger,
    audit: new AuditLog(config.dataDir, db.tracker, log),
    auditRefusals: new RefusalBudget((entry) => record(services, entry)),
    notifier: config.notify ? new ContactNotifier(db, config.notify, config.siteName, log) : null,
    families,
    push: new PushService(db, config, log),
    enrollments: new Enrollments(db, config, families, log),
    offsiteStatus: () => offsiteStatus(config.dataDir, config.offsiteConfigured),
    dataParts: null!,
    startedAt: Date.now(),
  };
  services.dataParts = dataParts(services);
  // A gallery item deleted for good or purged after 30 days takes its image files with it.
  db.onGone = (gone) => removeImagesOfGone(services, gone);
  return services;
}
