// Tells a server's phones when it cannot share its rooms with the other servers (its Redis or its store is
// down), and again when it can: a phone straight on this server would otherwise say Live while the phones
// on another server get none of its hands, nor it theirs (a balancer takes such a server out, through its
// readiness check; a phone connected to it directly has no balancer). The notices are Hocuspocus
// stateless messages (@tai-table/night-log's SERVER_NOTICES), sent to each connection of this server only,
// never through Redis: each server speaks for itself. A phone connecting while it lasts is told at once.
// When sharing works again, the rooms are first made whole between the servers (`whole`), so Live is true
// again without waiting for the next change.
import type { connectedPayload, Extension, Hocuspocus, onConfigurePayload } from '@hocuspocus/server';
import { SERVER_NOTICES } from '@tai-table/night-log';

export interface SharingParts {
  /** Why this server cannot share its rooms now (its readiness problems), or nothing. */
  problems: () => Promise<string[]>;
  /** Makes every room loaded here whole again with the other servers' (Redis's first sync step). */
  whole: (instance: Hocuspocus) => void;
  log: (line: string) => void;
  everyMs: number;
}

export class SharingNotices implements Extension {
  extensionName = 'SharingNotices';
  private instance: Hocuspocus | null = null;
  private apart = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The check under way: checks run one at a time, and one asked for meanwhile runs after it. */
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly parts: SharingParts) {}

  /** Whether this server cannot share its rooms now, as last checked. */
  get isApart(): boolean {
    return this.apart;
  }

  async onConfigure({ instance }: onConfigurePayload): Promise<void> {
    this.instance = instance;
  }

  async connected({ connection }: connectedPayload): Promise<void> {
    if (this.apart) connection.sendStateless(SERVER_NOTICES.apart);
  }

  /** Checks now and every `everyMs`. */
  start(): void {
    this.timer ??= setInterval(() => void this.check(), this.parts.everyMs);
    this.timer.unref();
    void this.check();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Checks whether the server can share now, and tells every phone here when that changed. */
  check(): Promise<void> {
    this.running = this.running.then(
      () => this.checkOnce(),
      () => this.checkOnce(),
    );
    return this.running;
  }

  private async checkOnce(): Promise<void> {
    const problems = await this.parts.problems();
    const apart = problems.length > 0;
    if (apart === this.apart) return;
    this.apart = apart;
    if (apart) {
      this.parts.log(
        `cannot share rooms with the other servers, telling the phones (${problems.join('; ')})`,
      );
    } else {
      if (this.instance) this.parts.whole(this.instance);
      this.parts.log('sharing rooms with the other servers again, telling the phones');
    }
    this.tellEveryone(apart ? SERVER_NOTICES.apart : SERVER_NOTICES.together);
  }

  private tellEveryone(payload: string): void {
    for (const document of this.instance?.documents.values() ?? [])
      for (const { connection } of document.connections.values()) connection.sendStateless(payload);
  }
}
