import { randomBytes } from 'node:crypto';

/**
 * Uniform integers from `node:crypto` only. Bytes are drawn in 64 KiB blocks (one system call per
 * ~16,000 draws, which keeps a million-round simulation fast) and turned into integers by
 * rejection sampling, so every value below `n` is exactly equally likely (no modulo bias).
 */
export class CryptoRng {
  private buf = Buffer.alloc(0);
  private pos = 0;

  constructor(private readonly blockSize = 64 * 1024) {}

  private nextUint32(): number {
    if (this.pos + 4 > this.buf.length) {
      this.buf = randomBytes(this.blockSize);
      this.pos = 0;
    }
    const v = this.buf.readUInt32LE(this.pos);
    this.pos += 4;
    return v;
  }

  /** A uniform integer in [0, n), 1 <= n <= 2^32. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`bad range ${n}`);
    // The largest multiple of n that fits in 32 bits; draws at or above it are thrown away.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }
}

/** The process's generator (one buffer shared by every spin). */
export const rng = new CryptoRng();
