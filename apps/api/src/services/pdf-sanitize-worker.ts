import { parentPort } from 'node:worker_threads';
import { MAX_DECODED_PDF_BYTES, type SanitizeReply } from './sanitize-pdf';
import { limitPdfDecoding } from './pdf-decode-budget';
import { cleanPdf } from './pdf-active-content';

/** The PDF worker (sanitize-pdf.ts): one uploaded file per message, answered with the clean bytes or a refusal. */

const budget = limitPdfDecoding(MAX_DECODED_PDF_BYTES);
const port = parentPort!;

port.on('message', async (bytes: Uint8Array) => {
  budget.reset();
  let reply: SanitizeReply;
  try {
    const clean = await cleanPdf(bytes);
    reply = budget.exceeded ? { refused: 'streams inflate past the limit' } : { clean };
  } catch (error) {
    reply = { refused: budget.exceeded ? 'streams inflate past the limit' : (error as Error).message };
  }
  port.postMessage(reply, 'clean' in reply ? [reply.clean.buffer as ArrayBuffer] : []);
});
