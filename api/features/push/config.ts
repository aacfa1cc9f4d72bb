/** Web Push settings read from the environment (README: VAPID_*, PUSH_SERVICES). */
export type PushConfig = {
  /** Both or neither; neither: a pair generated once into DATA_DIR/push-vapid.json. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The VAPID JWT's `sub`: VAPID_SUBJECT, else mailto:MAIL_FROM, else PUBLIC_URL. */
  subject: string;
  /** Hosts (host or host:port) allowed beside the known push services (PUSH_SERVICES). */
  extraServices: string[];
  /** At most this many pushes a second (PUSH_RATE, default 50). */
  rate: number;
};

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i;

/** `refuse` throws the server's ConfigError (api/config.ts, which calls this). */
export function readPushConfig(
  env: NodeJS.ProcessEnv,
  mailFrom: string | undefined,
  publicUrl: string,
  refuse: (message: string) => never,
): PushConfig {
  const pub = env.VAPID_PUBLIC_KEY?.trim();
  const priv = env.VAPID_PRIVATE_KEY?.trim();
  if (Boolean(pub) !== Boolean(priv))
    refuse('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated)');
  if (pub && (Buffer.from(pub, 'base64url').length !== 65 || Buffer.from(priv!, 'base64url').length !== 32))
    refuse(
      'VAPID_PUBLIC_KEY must be 65 bytes and VAPID_PRIVATE_KEY 32 bytes, base64url (npx web-push generate-vapid-keys)',
    );
  const subject = env.VAPID_SUBJECT?.trim() || (mailFrom ? `mailto:${mailFrom}` : publicUrl);
  if (!/^(mailto:\S+@\S+|https?:\/\/\S+)$/.test(subject))
    refuse(`VAPID_SUBJECT must be a mailto: address or an https URL, got "${subject}"`);
  const extraServices = (env.PUSH_SERVICES ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const bad = extraServices.find((h) => !HOST.test(h));
  if (bad) refuse(`PUSH_SERVICES must list host or host:port, got "${bad}"`);
  const rate = env.PUSH_RATE ? Number(env.PUSH_RATE) : 50;
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1000)
    refuse(`PUSH_RATE must be a number of pushes per second (e.g. 50), got "${env.PUSH_RATE}"`);
  return { vapid: pub ? { publicKey: pub, privateKey: priv! } : null, subject, extraServices, rate };
}
