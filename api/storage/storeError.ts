/** A data file the server will not use (unreadable, damaged, unknown or newer format): start-up stops with it. */
export class StoreError extends Error {}
