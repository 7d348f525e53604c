// Who may join a sealed room: a phone showing the room's admission token (Hocuspocus's `token`), which
// only the link's secret gives (packages/night-log/src/room-keys.ts). The store keeps its SHA-256 per
// room, set by the room's first connection (the inviting phone); every later connection must match, so
// a reader of the store, Redis or the logs learns the room id and a hash, and can neither join nor write.
// An older room (named by its 22-character secret, which the server sees) has no token: its phones show
// none, and the name itself is its key, as before.
import type { Extension, onAuthenticatePayload } from '@hocuspocus/server';
import { admitTokenHash, fromBase64url, isSealedRoomId, SECRET_LENGTH } from '@tai-table/night-log';
import type { SyncMetrics } from './metrics';
import { STORE_FAILED, type Persistence } from './persistence';
import type { RoomStore } from './store';

/** What a phone without the room's token is told (Hocuspocus's "permission denied", with this reason). */
export const NOT_ADMITTED = 'not-admitted';

const refusal = (reason: string): Error => Object.assign(new Error(''), { reason });

const isToken = (token: unknown): token is string =>
  typeof token === 'string' && token.length === SECRET_LENGTH && fromBase64url(token)?.length === 32;

export class Admission implements Extension {
  extensionName = 'Admission';

  constructor(
    private readonly store: RoomStore,
    private readonly persistence: Persistence,
    private readonly metrics: SyncMetrics,
  ) {}

  async onAuthenticate({ documentName, token }: onAuthenticatePayload): Promise<void> {
    if (!isSealedRoomId(documentName)) return;
    if (!isToken(token)) throw this.refuse();
    let admitted: boolean;
    try {
      admitted = await this.store.admit(documentName, fromBase64url(admitTokenHash(token))!);
    } catch (error) {
      // The store is down: the phone is asked to try again later (a 1013 close, server/front.ts), never refused for good.
      this.persistence.report(error);
      throw refusal(STORE_FAILED.reason);
    }
    if (!admitted) throw this.refuse();
  }

  private refuse(): Error {
    this.metrics.cutOff.inc({ reason: NOT_ADMITTED });
    return refusal(NOT_ADMITTED);
  }
}
