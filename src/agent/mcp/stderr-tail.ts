// What a stdio MCP server wrote to stderr: kept so a failure can be explained, but never more
// than a cap (a chatty server must not grow memory for the whole run). The end is what explains
// a failure, so the newest bytes are kept; text is redacted when it is read, not when it comes
// in, so a secret split across two chunks is still whole when the redactor sees it.
import type { Redactor } from '../redact.js';

export const DEFAULT_STDERR_CAP_BYTES = 64 * 1024;

export class StderrTail {
  private chunks: Buffer[] = [];
  private size = 0;
  private dropped = 0;

  constructor(
    private readonly redactor: Redactor,
    private readonly capBytes = DEFAULT_STDERR_CAP_BYTES,
  ) {}

  append(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    if (this.size <= this.capBytes * 2) return;
    // Compact once twice the cap has come in: amortised, so a stream of small chunks stays cheap.
    const whole = Buffer.concat(this.chunks);
    const keep = whole.subarray(whole.length - this.capBytes);
    this.dropped += whole.length - keep.length;
    this.chunks = [Buffer.from(keep)];
    this.size = keep.length;
  }

  /**
   * The kept stderr, redacted. After a cut it starts at the first whole line, so no secret is
   * shown in part (a half token the redactor would not recognise), with a note of what was left out.
   */
  text(): string {
    let whole = Buffer.concat(this.chunks);
    let dropped = this.dropped;
    if (whole.length > this.capBytes) {
      dropped += whole.length - this.capBytes;
      whole = whole.subarray(whole.length - this.capBytes);
    }
    let text = whole.toString('utf8');
    if (dropped > 0) {
      const newline = text.indexOf('\n');
      text = `[… ${dropped + Buffer.byteLength(text.slice(0, newline + 1))} earlier bytes of stderr dropped …]\n${newline >= 0 ? text.slice(newline + 1) : ''}`;
    }
    return this.redactor.redact(text);
  }

  /** The last lines, at most `maxChars` characters: what an error message quotes. */
  excerpt(maxLines = 5, maxChars = 600): string {
    const lines = this.text()
      .trimEnd()
      .split('\n')
      .filter((line) => line.trim() !== '');
    let excerpt = lines.slice(-maxLines).join('\n');
    if (excerpt.length > maxChars) excerpt = `…${excerpt.slice(excerpt.length - maxChars + 1)}`;
    return excerpt;
  }
}
