// Reads standard input as UTF-8 text, up to a bound: past it, reading stops at once (nothing
// more is buffered) and the answer says the input was too big.
import type { Readable } from 'node:stream';

export type StdinText = { ok: true; text: string } | { ok: false; bytesRead: number };

export async function readBounded(input: Readable, limitBytes: number): Promise<StdinText> {
  const chunks: Buffer[] = [];
  let bytesRead = 0;
  for await (const chunk of input) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    bytesRead += buffer.length;
    if (bytesRead > limitBytes) {
      input.destroy();
      return { ok: false, bytesRead };
    }
    chunks.push(buffer);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}
