// One phone's connection to a live night's room: a Hocuspocus provider on the night's document, and
// what the screen says about it (connecting, live with the phones there, offline with the changes
// waiting, or refused). Screens never see the provider; they read `state` through useLiveNight.
// The connection keeps facts (ConnectionFacts), each set by the event that tells it; the strip's state is
// a pure function of them (src/sync/live-status.ts).
import { HocuspocusProvider, HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';
import { liveQuery, type Subscription } from 'dexie';
import type { TaiTableDB } from '../db/schema';
import type { NightRead } from './doc';
import { sameJson, serverNoticeOf, type PhoneKeys } from '@tai-table/night-log';
import { liveStatusOf, sameStatus, type ConnectionFacts } from './live-status';
import { phoneKeysOf } from './phone';
import { announcement, countPhones } from './presence';
import { checkServerUrl } from './link';
import { isResyncClose, logRefusalOf, roomKeysOf, takenClientOf } from '@tai-table/night-log';
import * as Y from 'yjs';
import { roomOnServer } from './room-on-server';
import { moveOffTakenClient } from './rebind';
import {
  compactUpdates,
  docClock,
  loadDoc,
  loadedDoc,
  readLiveNight,
  STORE_RETRY_MS,
  type LiveDoc,
} from './registry';
import type { LiveNightState } from './types';

/** The origin of this phone's waiting changes offered to the server again (offerWaiting). */
const OFFERED_AGAIN = Symbol('offered again');

/**
 * How the server refuses a room that would grow past its bound (server/room-rules.ts): a close of the
 * socket with 4413, or (Hocuspocus closing only that room on a shared socket) a close message whose reason is this.
 */
export const ROOM_TOO_LARGE = { code: 4413, reason: 'room-too-large' } as const;

export const isTooLarge = (event: { code: number; reason?: string }): boolean =>
  event.code === ROOM_TOO_LARGE.code || event.reason === ROOM_TOO_LARGE.reason;

/**
 * Where the platform says whether it has a network: the browser's `offline` and `online` events and
 * `navigator.onLine`. `offline` can be trusted (no network at all); `online` only says one may work.
 */
export interface NetworkReports {
  readonly onLine: boolean;
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** The browser's own reports (none in Node, where no connection is ever told it is offline). */
function browserNetwork(): NetworkReports | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    get onLine() {
      return navigator.onLine;
    },
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

export interface LiveOptions {
  /** A WebSocket class where the platform has none (Node, in tests). */
  WebSocketPolyfill?: unknown;
  /** Where network reports come from; by default the browser's (tests pass their own). */
  network?: NetworkReports;
}

let options: LiveOptions = {};

/** Sets how connections are made (tests in Node pass `ws`). */
export function configureLive(next: LiveOptions): void {
  options = next;
}

export const liveOptions = (): LiveOptions => options;

/**
 * How long a change of this phone may wait for the server's acknowledgement while the night is still
 * said Live: past it, the strip says Connecting… with the changes waiting ("Live" is a promise).
 */
export const ACK_WITHIN_MS = 3_000;
/**
 * With nothing heard from the server for this long, the phone asks it to answer (a sync of state
 * vectors, which every live server answers at once): a hung server is noticed within
 * HEARTBEAT_MS + ACK_WITHIN_MS, and the socket is dropped and reopened after SILENT_CLOSE_MS of silence.
 */
export const HEARTBEAT_MS = 2_000;
export const SILENT_CLOSE_MS = 6_000;
/**
 * How long a connection may wait for the server's first answer (its sync) before the strip says the
 * server does not answer: the bound a hung server is noticed within once connected (HEARTBEAT_MS +
 * ACK_WITHIN_MS), so a reload while the server hangs says so as soon, not "Connecting…" for ever (a
 * socket to a hung process may stay opening as long as the browser lets it).
 */
export const ANSWER_WITHIN_MS = HEARTBEAT_MS + ACK_WITHIN_MS;

/** What the screens show of the night beside the strip: read from the document, not from the connection. */
type NightPart = Omit<LiveNightState, 'status' | 'link'>;

const NO_NIGHT: NightPart = {
  conflicts: [],
  editConflicts: [],
  openConflicts: 0,
  unreadable: 0,
  leftOut: [],
  setAside: [],
  late: [],
  docClock: null,
};

export class LiveConnection {
  private provider: HocuspocusProvider | null = null;
  private socket: HocuspocusProviderWebsocket | null = null;
  private refusal: ConnectionFacts['refusal'] = null;
  /** A connection failed (or closed) since the server last acknowledged every change of this phone. */
  private failedSinceAnswer = false;
  private socketStatus: WebSocketStatus = WebSocketStatus.Connecting;
  private network: NetworkReports | null = null;
  /**
   * The browser said it has no network: Offline at once, whatever the socket has not noticed yet,
   * until the browser says online or a new connection's sync proves otherwise.
   */
  private networkDown = false;
  /**
   * The network came back while the socket still looked open: it may have died meanwhile, so the
   * night is not said Live again until the server has answered since.
   */
  private awaitingAnswer = false;
  /** The server said it cannot share its rooms with the other servers (server/sharing.ts), and not yet that it can. */
  private serverApart = false;
  /** Distinct phones in the room's presence: counted again only when the presence changes. */
  private phones = 1;
  /**
   * The read of the night the state shows, and what it shows of it. readLiveNight (registry.ts) reads the
   * document once per change of it and answers the same read until the next change, so a read that is
   * the same object is the same night: the night part is rebuilt only when the document changed, and
   * every other event (the socket, the presence, the network, a deadline) recomputes the status alone.
   */
  private read: NightRead | null = null;
  private night: NightPart = NO_NIGHT;
  /** The night part `state` holds (the same object as `night` once nothing changed since). */
  private shownNight: NightPart = NO_NIGHT;
  private roomUnreadable = false;
  private readonly listeners = new Set<() => void>();
  private readonly onDocChange = () => this.refresh();
  private readonly onOffline = () => this.wentOffline();
  private readonly onOnline = () => this.cameOnline();
  private watch: Subscription | null = null;
  /** When the oldest change the server has not acknowledged was sent (0: none waiting). */
  private waitingSince = 0;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private ackTimer: ReturnType<typeof setTimeout> | null = null;
  /** Since when the connection has waited for the server's first answer (its sync), or 0 once answered. */
  private askedSince = 0;
  private answerTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * This phone's key pair: its records' signer and the key its presence is proven with, so the server
   * binds its client id to one key whichever it sees first, and the phones count it as one phone.
   */
  private readonly keys: PhoneKeys;
  /** The room's name on the server (its id, for a sealed room), which presence proofs are made over. */
  private readonly roomId: string;
  /** Closed (or closing): never Live to this phone's recordings again. */
  private closing = false;
  /** A sealed room's: its changes apart are offered again after each sync (offerWaiting). */
  private readonly sealed: boolean;
  /** This phone's waiting changes are being offered again: not confirmed meanwhile. */
  private offering = false;
  /** Connecting again at the server's request (reconnectNow), once the socket has closed. */
  private reconnecting = false;
  /** Moving off a client id another phone took (moveOff): no provider meanwhile. */
  private moving = false;
  state: LiveNightState;

  constructor(
    readonly db: TaiTableDB,
    readonly live: LiveDoc,
    readonly room: string,
    readonly server: string,
  ) {
    this.state = {
      status: { kind: 'connecting', waiting: live.waiting },
      link: { room, server },
      ...NO_NIGHT,
    };
    // The one key pair of this phone (sync/phone.ts): its records are signed with it and its presence proven by it.
    this.keys = phoneKeysOf(db);
    this.sealed = roomKeysOf(room) !== null;
    this.roomId = roomOnServer(room).name;
  }

  /** Opens the provider (a bad server address is refused at once, without a socket). */
  start(): void {
    this.live.listeners.add(this.onDocChange);
    const url = checkServerUrl(this.server);
    if (url === null) {
      this.refusal = { reason: 'bad_server' };
      this.refresh();
      return;
    }
    this.connect(url);
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS / 2);
    this.listenToNetwork();
    this.watchOtherTabs();
    this.refresh();
  }

  /** A socket to the server and a provider on the night's document (as it is now: see moveOff). */
  private connect(url: string): void {
    this.socket = new HocuspocusProviderWebsocket({
      url,
      ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
      delay: 500,
      minDelay: 500,
      maxDelay: 5_000,
      // Silence this long (the heartbeat below keeps a live server talking) closes the socket and reconnects.
      messageReconnectTimeout: SILENT_CLOSE_MS,
      onStatus: ({ status }) => {
        this.socketStatus = status;
        if (status === WebSocketStatus.Disconnected) {
          this.failedSinceAnswer = true;
          // Whichever server the next connection reaches says where it stands itself.
          this.serverApart = false;
        }
        if (status === WebSocketStatus.Connecting) this.awaitAnswer();
        this.refresh();
      },
      onClose: ({ event }) => this.closed(event),
    });
    const { name, token } = roomOnServer(this.room);
    this.provider = new HocuspocusProvider({
      name,
      ...(token === null ? {} : { token }),
      document: this.live.doc,
      websocketProvider: this.socket,
      onSynced: () => {
        // A new connection's first sync: the server answered, so there is a network to it whatever the
        // browser last said (a server on the same machine or network, or a report gone wrong).
        this.networkDown = false;
        this.answered();
        this.announce();
        if (this.sealed && this.live.waiting > 0) this.offerWaiting();
        this.confirmIfDone();
      },
      onUnsyncedChanges: ({ number }) => {
        this.noteUnsynced(number);
        this.confirmIfDone();
      },
      onAuthenticationFailed: () => {
        // The server does not take this room (its name, or this server is not a Tai Table server).
        this.refusal = { reason: 'bad_server' };
        this.socket?.disconnect();
        this.refresh();
      },
      onAwarenessChange: () => this.presenceChanged(),
      onStateless: ({ payload }) => this.heardFromServer(payload),
      onClose: ({ event }) => this.closed(event),
    });
    this.provider.awareness?.setLocalState(
      announcement(this.keys, this.roomId, this.provider.document.clientID),
    );
    this.presenceChanged();
    this.awaitAnswer();
    this.provider.attach();
  }

  /**
   * Offers the server again, after a (re)connection's sync, the changes of this phone it has not
   * acknowledged. A sync exchanges only what each side lacks by Yjs's state vectors, so a change this
   * phone made apart would go unsent were the room to hold something else at its place (someone who
   * learned this phone's client id wrote under it meanwhile): the room would have the other key's record
   * there and this phone its own, each for good. Offered, the server's check finds the place taken by
   * another key and says so (CLIENT_TAKEN_CODE), and the phone moves off the id (moveOff). What the room
   * holds as this phone's is only acknowledged again.
   */
  private offerWaiting(): void {
    const provider = this.provider;
    if (!provider) return;
    this.offering = true;
    const { db } = this;
    const { nightId } = this.live;
    db.transaction('r', [db.liveNights, db.liveUpdates], async () => {
      const night = await db.liveNights.get(nightId);
      const rows = await db.liveUpdates
        .where('[nightId+seq]')
        .between([nightId, (night?.confirmedSeq ?? 0) + 1], [nightId, Infinity])
        .toArray();
      return rows.filter((row) => row.local === 1).map((row) => row.update);
    })
      .then(
        (updates) => {
          if (this.provider === provider && updates.length > 0)
            provider.documentUpdateHandler(Y.mergeUpdates(updates), OFFERED_AGAIN);
        },
        (error: unknown) => console.error('live night: could not offer this phone’s changes again:', error),
      )
      .finally(() => {
        this.offering = false;
        this.confirmIfDone();
      });
  }

  /**
   * The server says this phone's client id is another key's in the room: the provider goes, the night
   * moves off the id (src/sync/rebind.ts: this phone's records under it written again under a new one),
   * and a new provider connects on the night's document as it now is.
   */
  private moveOff(taken: number): void {
    if (this.moving || this.closing) return;
    const url = checkServerUrl(this.server);
    if (url === null) return;
    this.moving = true;
    this.awaitingAnswer = true;
    this.provider?.destroy();
    this.socket?.destroy();
    this.provider = null;
    this.socket = null;
    this.socketStatus = WebSocketStatus.Connecting;
    moveOffTakenClient(this.live, taken)
      .then(
        () => 0,
        (error: unknown) => {
          // Nothing was changed (one transaction): connecting again is refused again, and tried again then.
          console.error('live night: could not move off a client id another phone took:', error);
          return STORE_RETRY_MS;
        },
      )
      .then((wait) =>
        setTimeout(() => {
          this.moving = false;
          if (!this.closing) this.connect(url);
          this.refresh();
        }, wait),
      );
    this.refresh();
  }

  /**
   * Says this phone is here again, under a new presence clock, on every (re)connection once the server
   * has answered. A provider that loses its socket forgets the other phones' presence but keeps their
   * clocks (y-protocols' removeAwarenessStates), and a phone reconnecting sends its presence with the
   * clock it had: the others ignore it as old news until its 15 s renewal, so after a server restart
   * or a dropped network, phones counted each other short for seconds to half a minute. A new clock makes every phone take it at once; the server relays it to the phones in the
   * room and hands it to those that come later.
   */
  private announce(): void {
    const awareness = this.provider?.awareness;
    if (!awareness) return;
    // A clock no earlier announcement of this document's client can have passed: a provider made anew (the
    // night closed on this phone, then opened again: finished and reopened, or left and shown again) starts
    // its own clock at 0, below what the server and the other phones remember, and they would ignore it.
    const own = awareness.meta.get(awareness.clientID);
    awareness.meta.set(awareness.clientID, {
      clock: Math.max(own?.clock ?? 0, Date.now()),
      lastUpdated: own?.lastUpdated ?? Date.now(),
    });
    // Proven afresh: the server takes a proof only once its number is above the last it took for this client id.
    awareness.setLocalState(announcement(this.keys, this.roomId, awareness.clientID));
  }

  /**
   * Keeps the server talking: after HEARTBEAT_MS without a message from it, a sync of state vectors
   * (answered by any live server) is asked for and counts as a change waiting for its answer, so a
   * server that hangs is noticed by the acknowledgement's deadline, whether or not a hand is waiting.
   */
  private beat(): void {
    const { socket, provider } = this;
    if (!socket || !provider || socket.status !== WebSocketStatus.Connected || !provider.isSynced) return;
    if (Date.now() - socket.lastMessageReceived < HEARTBEAT_MS) return;
    if (provider.unsyncedChanges > 0) return; // already waiting for an answer: the deadline runs
    provider.forceSync();
  }

  /** Starts (or ends) the acknowledgement's deadline as changes start (or stop) waiting for the server. */
  private noteUnsynced(count: number): void {
    if (count === 0) {
      this.waitingSince = 0;
      if (this.ackTimer) clearTimeout(this.ackTimer);
      this.ackTimer = null;
      return;
    }
    if (this.waitingSince !== 0) return;
    this.waitingSince = Date.now();
    if (this.ackTimer) clearTimeout(this.ackTimer);
    // The strip changes when the deadline passes, not when something else happens to refresh it.
    this.ackTimer = setTimeout(() => {
      this.ackTimer = null;
      this.refresh();
    }, ACK_WITHIN_MS + 50);
  }

  /** Whether a change has waited for the server's acknowledgement past the deadline. */
  private overdue(): boolean {
    return this.waitingSince !== 0 && Date.now() - this.waitingSince > ACK_WITHIN_MS;
  }

  /**
   * A connection (a first one, or one made again) starts waiting for the server's first answer: the strip
   * changes when the deadline passes, whatever else happens meanwhile.
   */
  private awaitAnswer(): void {
    if (this.askedSince !== 0) return;
    this.askedSince = Date.now();
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = setTimeout(() => {
      this.answerTimer = null;
      this.refresh();
    }, ANSWER_WITHIN_MS + 50);
  }

  private answered(): void {
    this.askedSince = 0;
    if (this.answerTimer) clearTimeout(this.answerTimer);
    this.answerTimer = null;
  }

  /** Whether the server has left the connection's first sync unanswered past the deadline. */
  private unanswered(): boolean {
    return this.askedSince !== 0 && Date.now() - this.askedSince > ANSWER_WITHIN_MS;
  }

  /** The browser knows a network dropped seconds before a socket does; a phone offline says so at once. */
  private listenToNetwork(): void {
    this.network = options.network ?? browserNetwork();
    if (!this.network) return;
    this.networkDown = !this.network.onLine;
    this.network.addEventListener('offline', this.onOffline);
    this.network.addEventListener('online', this.onOnline);
  }

  private wentOffline(): void {
    this.networkDown = true;
    this.refresh();
  }

  /**
   * The network is back: the provider is asked to connect now rather than at the end of its back-off
   * (HocuspocusProviderWebsocket.connect(), which starts a fresh attempt at once); a socket that still
   * looks open is asked to sync again (forceSync), which only a live socket answers.
   */
  private cameOnline(): void {
    this.networkDown = false;
    if (this.refusal || !this.socket || !this.provider) {
      this.refresh();
      return;
    }
    if (this.socket.status === WebSocketStatus.Connected) {
      this.awaitingAnswer = true;
      this.provider.forceSync();
    } else {
      // Trying again now, so "Connecting…" until it answers or fails (then Offline again).
      this.failedSinceAnswer = false;
      this.socket
        .connect()
        .catch((error: unknown) => console.error('live night: could not connect again:', error));
    }
    this.refresh();
  }

  /**
   * A new socket now, so that the provider signs in and syncs afresh: once the old one has closed. The
   * socket says Connected until its close has run its course, and a connect() meanwhile does nothing (it
   * takes the socket for open), while the close, asked for by disconnect(), then connects no more: the
   * phone stayed Offline for good after the server asked it to sync again. So the new connection waits
   * for the socket's disconnect.
   */
  private reconnectNow(): void {
    const socket = this.socket;
    if (!socket || this.closing || this.reconnecting) return;
    this.reconnecting = true;
    this.awaitingAnswer = true;
    const again = (): void => {
      socket.off('disconnect', again);
      this.reconnecting = false;
      // After the close's own handlers have run: a connect() inside them would be undone by them.
      setTimeout(() => {
        if (this.closing || this.refusal || this.socket !== socket) return;
        socket
          .connect()
          .catch((error: unknown) => console.error('live night: could not connect again:', error));
      }, 0);
    };
    if (socket.status === WebSocketStatus.Disconnected) {
      again();
      return;
    }
    socket.on('disconnect', again);
    socket.disconnect();
  }

  /** Another tab of this phone recording into the night stores updates this document lacks: they are taken in (and sent). */
  private watchOtherTabs(): void {
    const { db } = this;
    const { nightId } = this.live;
    this.watch = liveQuery(() =>
      db.liveUpdates.where('[nightId+seq]').between([nightId, 0], [nightId, Infinity]).last(),
    ).subscribe({
      next: (last) => {
        if (!last || (last.seq ?? 0) <= this.live.lastSeq) return;
        db.transaction('r', [db.liveNights, db.liveUpdates], () => loadDoc(db, nightId)).then(
          () => this.refresh(),
          (error: unknown) => {
            console.error('live night: could not read another tab’s changes:', error);
          },
        );
      },
      error: (error: unknown) =>
        console.error('live night: could not watch for another tab’s changes:', error),
    });
  }

  private closed(event: { code: number; reason?: string }): void {
    const refusal = logRefusalOf(event);
    const taken = takenClientOf(event);
    if (taken !== null) {
      // Not a refusal of this phone's change: it is written again under a client id of its own.
      this.moveOff(taken);
      return;
    }
    if (isResyncClose(event)) {
      // The server lost an update of this phone on the way (a connection that died) and asks for a fresh
      // sync: a new connection's exchange sends it everything it lacks, in order. Connecting again now.
      this.reconnectNow();
    } else if (refusal) {
      // The server's check refused this phone's change: sending it again would be refused the same way.
      this.refusal = { reason: 'change_refused', change: refusal };
      this.socket?.disconnect();
    } else if (isTooLarge(event)) {
      // Reconnecting would be refused the same way: stop, and say why.
      this.refusal = { reason: 'too_big' };
      this.socket?.disconnect();
    }
    this.refresh();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    // Before the provider goes: its last callbacks refresh with the socket still open, and must not say Live.
    this.closing = true;
    this.live.upToDate = false;
    this.live.listeners.delete(this.onDocChange);
    this.network?.removeEventListener('offline', this.onOffline);
    this.network?.removeEventListener('online', this.onOnline);
    this.network = null;
    this.watch?.unsubscribe();
    this.watch = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    if (this.ackTimer) clearTimeout(this.ackTimer);
    this.ackTimer = null;
    this.answered();
    this.provider?.destroy();
    this.socket?.destroy();
    this.provider = null;
    this.socket = null;
  }

  /**
   * The server has every change of this phone: nothing waits any more. The stored mark moves to the
   * last stored update, so a reload counts only what came after.
   */
  private confirmIfDone(): void {
    const provider = this.provider;
    if (!provider || !provider.isSynced || provider.unsyncedChanges > 0 || this.offering || this.moving) {
      this.refresh();
      return;
    }
    this.failedSinceAnswer = false;
    this.awaitingAnswer = false;
    this.live.waiting = 0;
    const nightId = this.live.nightId;
    const { db } = this;
    db.transaction('rw', [db.liveNights, db.liveUpdates], async () => {
      const last = await db.liveUpdates
        .where('[nightId+seq]')
        .between([nightId, 0], [nightId, Infinity])
        .last();
      await db.liveNights.update(nightId, { confirmedSeq: last?.seq ?? 0 });
    }).catch((error: unknown) => {
      // Only the count after a reload suffers (it may show changes waiting that are not): said in the console.
      console.error('live night: could not keep the acknowledged mark:', error);
    });
    this.refresh();
  }

  /** A notice of the server about itself: whether it can share its rooms with the other servers now. */
  private heardFromServer(payload: string): void {
    const notice = serverNoticeOf(payload);
    if (notice === null) return;
    this.serverApart = notice === 'apart';
    this.refresh();
  }

  /** The presence changed (a phone came, left or reconnected): the phones are counted again. */
  private presenceChanged(): void {
    this.phones = countPhones(
      this.provider?.awareness?.getStates() ?? new Map(),
      this.roomId,
      this.keys.publicKey,
    );
    this.refresh();
  }

  /** The night part of the state, from the document's read: rebuilt only when the document changed. */
  private readNight(): void {
    const read = readLiveNight(this.live);
    if (read === this.read) return;
    this.read = read;
    this.roomUnreadable = !read.ok && read.problem === 'unreadable_room';
    const night: NightPart = read.ok
      ? {
          conflicts: read.night.conflicts,
          editConflicts: read.night.editConflicts,
          openConflicts: read.night.openConflicts,
          unreadable: read.night.unreadable,
          leftOut: read.night.leftOut,
          setAside: read.night.setAside,
          late: read.night.late,
          docClock: this.night.docClock,
        }
      : NO_NIGHT;
    // Most changes of the document (a hand recorded anywhere) leave what the strip and the panels show as
    // it was: the same part is kept, so the screens holding the state are not drawn again for nothing, in
    // the very moments a phone stores, projects and draws the hand. A part that changed is marked with the
    // document's clock: the rows beside it are older until the projection marks them as far.
    if (!sameJson(night, this.night)) this.night = { ...night, docClock: docClock(this.live.doc) };
  }

  /** What the connection knows now (live-status.ts words it as the strip's state). */
  private facts(): ConnectionFacts {
    return {
      refusal: this.refusal,
      socket:
        this.socketStatus === WebSocketStatus.Connected
          ? 'connected'
          : this.socketStatus === WebSocketStatus.Disconnected
            ? 'disconnected'
            : 'connecting',
      synced: this.provider?.isSynced === true,
      roomUnreadable: this.roomUnreadable,
      storeFailed: this.live.problem !== null,
      networkDown: this.networkDown,
      awaitingAnswer: this.awaitingAnswer,
      ackOverdue: this.overdue(),
      failedSinceAnswer: this.failedSinceAnswer,
      unanswered: this.unanswered(),
      serverApart: this.serverApart,
      waiting: this.live.waiting,
      phones: this.phones,
    };
  }

  private refresh(): void {
    this.readNight();
    const status = liveStatusOf(this.facts());
    // What this phone's next recording says of it: recorded live (with the room) or apart.
    this.live.upToDate = status.kind === 'live' && !this.closing;
    if (sameStatus(status, this.state.status) && this.shownNight === this.night) return;
    this.shownNight = this.night;
    this.state = { status, link: this.state.link, ...this.night };
    for (const listener of [...this.listeners]) listener();
  }
}

interface Held {
  connection: LiveConnection;
  holders: number;
}

const connections = new WeakMap<TaiTableDB, Map<string, Held>>();
const heldOf = (db: TaiTableDB) => {
  let held = connections.get(db);
  if (!held) {
    held = new Map();
    connections.set(db, held);
  }
  return held;
};

/** The night's connection, opened on first use; null when the night is not live. Release it when done. */
export async function holdConnection(
  db: TaiTableDB,
  nightId: string,
): Promise<{ connection: LiveConnection; release: () => void } | null> {
  const held = heldOf(db);
  let entry = held.get(nightId);
  if (!entry) {
    const live = await db.liveNights.get(nightId);
    if (!live) return null;
    if (!loadedDoc(db, nightId)) await compactUpdates(db, nightId);
    const doc = await db.transaction('r', [db.liveNights, db.liveUpdates], () => loadDoc(db, nightId));
    entry = held.get(nightId); // another holder may have opened it meanwhile
    if (!entry) {
      entry = { connection: new LiveConnection(db, doc, live.room, live.server), holders: 0 };
      held.set(nightId, entry);
      entry.connection.start();
    }
  }
  entry.holders += 1;
  const opened = entry;
  let released = false;
  return {
    connection: opened.connection,
    release: () => {
      if (released) return;
      released = true;
      opened.holders -= 1;
      if (opened.holders === 0 && held.get(nightId) === opened) {
        held.delete(nightId);
        opened.connection.close();
      }
    },
  };
}

/** Closes the night's connection whoever holds it (leaving the room, deleting the night). */
export function closeConnection(db: TaiTableDB, nightId: string): void {
  const held = heldOf(db);
  const entry = held.get(nightId);
  if (!entry) return;
  held.delete(nightId);
  entry.connection.close();
}
