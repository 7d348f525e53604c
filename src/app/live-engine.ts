// A write to a live night goes into its shared document too, through the sync engine's mirror
// (db/live-hook.ts). The database sits under the sync engine and never imports it: the app says how to
// load the engine, a chunk of its own fetched only when a live night is written.
import { provideLiveEngine } from '../db/live-hook';

provideLiveEngine(() => import('../sync/mirror'));
