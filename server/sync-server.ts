// `npm run sync-server`: the Tai Table sync server (Hocuspocus) on 127.0.0.1:PORT, rooms under SYNC_DATA.
// Settings: docs/sync-server.md. Prints one line with the address once listening; when
// started with an IPC channel (the benchmark, the tests) it also answers {type: 'stats'} messages.
import { format } from 'node:util';
import { configFromEnv } from './config';
import { redactRoomNames } from './room-name';
import { startSyncServer } from './start';

/**
 * Hocuspocus, ioredis and `debug` (ioredis's `DEBUG=ioredis:*` output goes straight to process.stderr)
 * write their own lines, some with a document name in them: every line the process writes, on either
 * stream, is redacted.
 */
function redactOutput(): void {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    console[level] = (...args: unknown[]) => process.stderr.write(`${format(...args)}\n`);
  }
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      return write(redactRoomNames(text), ...rest);
    }) as typeof stream.write;
  }
}

async function main(): Promise<void> {
  redactOutput();
  // Hocuspocus starts some hook chains without awaiting them (onChange, onAwarenessUpdate): one that
  // fails, such as a publish while Redis is away, must cost a log line, not the process (Node's
  // default for an unhandled rejection is to exit).
  process.on('unhandledRejection', (reason: unknown) => {
    console.error(
      'sync-server: a background task failed:',
      reason instanceof Error ? reason.message : reason,
    );
  });
  const config = configFromEnv();
  const server = await startSyncServer(config, { log: (line) => console.error(`sync-server: ${line}`) });
  const where = config.databaseUrl ? 'PostgreSQL' : config.dataDir;
  process.stdout.write(
    `sync-server: listening on ws://${config.host}:${server.port} (rooms in ${where}${config.redis ? ', shared through Redis' : ''})\n`,
  );
  process.send?.({ type: 'listening', port: server.port });
  process.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'stats') {
      // The benchmark starts the server with --expose-gc, so the memory it reads is what is live, not garbage.
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({ type: 'stats', stats: server.stats() });
    }
  });

  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sync-server: could not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error('sync-server: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
