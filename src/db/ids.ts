// Ids for nights and entries: random, so two phones never mint the same one for a restore. A UUID (or,
// outside a secure context, 32 hex digits): the forms stored rows and night links have always held.
import { randomUuid } from '../core/random-ids';

export const newId = (): string => randomUuid();
