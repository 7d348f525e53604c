// Asks Intl for a number and a date format once, then ends: Intl's data is then loaded for the whole
// page by this thread rather than the main one (intl-warmup.ts says why).
// eslint-disable-next-line no-restricted-syntax -- the one Intl number format, asked off the main thread on purpose
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat().format(0);
close();

export {}; // a module worker, and a module to the typecheck
