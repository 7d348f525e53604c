// The ledger database's name, in a module of its own: the score screen asks whether the database
// exists (ledger-exists.ts) before it loads any database code.
export const DB_NAME = 'tai-table';
