/** What a push carries and the service worker shows (web/sw/push.ts); apart from the schemas so the worker loads no zod. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
