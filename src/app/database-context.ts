// The context through which tests give the ledger screens a database of their own. Apart from
// database.tsx so that IfLedger can ask whether one was given without loading Dexie.
import { createContext } from 'react';
import type { TaiTableDB } from '../db/schema';

export const DatabaseContext = createContext<TaiTableDB | null>(null);
