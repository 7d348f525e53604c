// Payment codes: a player's PayNow or FPS address, read and checked, and the EMVCo payload of a code
// paying them an exact amount. Pure: the screens word the refusals (features/ledger/pay/).
export * from './address';
export * from './emv';
export * from './payload';
export * from './shared';
