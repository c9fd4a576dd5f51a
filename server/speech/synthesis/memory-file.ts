/** A file that lives in memory: written and read at any position, grown as needed. */
export class MemoryFile {
  private data = new Uint8Array(0);
  size = 0;

  write(at: number, bytes: Uint8Array): void {
    const end = at + bytes.length;
    if (end > this.data.length) {
      const grown = new Uint8Array(Math.max(end, this.data.length * 2, 4096));
      grown.set(this.data.subarray(0, this.size));
      this.data = grown;
    }
    // Writing past the end leaves a gap of zeros, as on disk.
    this.data.fill(0, this.size, at);
    this.data.set(bytes, at);
    this.size = Math.max(this.size, end);
  }

  /** Up to `length` bytes from `at` (fewer at the end of the file); a view, valid until the next write. */
  read(at: number, length: number): Uint8Array {
    return this.data.subarray(Math.min(at, this.size), Math.min(at + length, this.size));
  }

  truncate(): void {
    this.size = 0;
  }

  contents(): Uint8Array {
    return this.data.slice(0, this.size);
  }
}

/** Collects what a program prints, up to a limit; the rest is dropped. */
export class OutputCapture {
  private chunks: Uint8Array[] = [];
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  write(data: Uint8Array): void {
    const room = this.maxBytes - this.bytes;
    if (room <= 0) return;
    const kept = data.slice(0, room);
    this.chunks.push(kept);
    this.bytes += kept.length;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
