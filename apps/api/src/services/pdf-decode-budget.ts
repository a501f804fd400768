import { createRequire } from 'node:module';

/**
 * pdf-lib inflates every object and cross-reference stream completely while it loads a file, through
 * chained filters too, so a few KB can ask for gigabytes. All its decoders (Flate, LZW, run-length,
 * ASCII hex and 85) grow their output through DecodeStream.ensureBuffer; capping that growth caps the
 * whole document. pdf-lib has no public hook for it, so the class is patched in the thread that calls
 * this (the PDF worker only).
 */

type DecodeStreamClass = { prototype: { buffer: Uint8Array; ensureBuffer(requested: number): Uint8Array } };

export class DecodeBudgetError extends Error {}

export type DecodeBudget = {
  /** Starts a new document with the whole budget. */
  reset(): void;
  /** True once the current document asked for more than the budget (pdf-lib may swallow the error). */
  readonly exceeded: boolean;
};

export function limitPdfDecoding(maxBytes: number): DecodeBudget {
  const require = createRequire(import.meta.url);
  const DecodeStream = (require('pdf-lib/cjs/core/streams/DecodeStream.js') as { default: DecodeStreamClass }).default;
  const ensureBuffer = DecodeStream.prototype.ensureBuffer;
  let used = 0;
  let exceeded = false;
  DecodeStream.prototype.ensureBuffer = function limited(requested) {
    const before = this.buffer.byteLength;
    if (requested > before && (exceeded || used + requested - before > maxBytes)) {
      exceeded = true;
      throw new DecodeBudgetError(`PDF streams inflate past ${maxBytes} bytes`);
    }
    const buffer = ensureBuffer.call(this, requested);
    used += buffer.byteLength - before;
    return buffer;
  };
  return {
    reset: () => {
      used = 0;
      exceeded = false;
    },
    get exceeded() {
      return exceeded;
    },
  };
}
