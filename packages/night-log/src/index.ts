// @tai-table/night-log: what the app (src/sync) and the sync server (server/) both run about a night's
// log, and the one writer of its records. It imports neither of them, nor anything of Node or the browser:
// it runs in both.
export * from './format';
export * from './frames';
export * from './refusals';
export * from './writer';
export * from './base64url';
export * from './room-keys';
export * from './phone-keys';
export * from './seal';
export * from './envelope';
export * from './log-items';
export * from './sealed-writer';
export * from './update-check';
export * from './presence';
export * from './server-notices';
export * from './plain-json';
