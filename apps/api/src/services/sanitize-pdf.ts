import { Worker } from 'node:worker_threads';
import { UnreadablePdfError } from './pdf-active-content';

/**
 * Uploaded PDFs are parsed in a worker thread, never on the request thread: pdf-lib parses
 * synchronously, so one crafted file would stall every request of every tenant. The worker refuses
 * files whose streams inflate past MAX_DECODED_PDF_BYTES (pdf-decode-budget.ts), is ended after its
 * time limit, and has a heap of its own (PDF_WORKER_LIMITS); each of those answers as an unreadable PDF.
 * One worker, one file at a time: the machine's other cores stay with the API.
 */

/** Everything pdf-lib may inflate while loading one file (object and xref streams); master agreements need far less. */
export const MAX_DECODED_PDF_BYTES = 32 << 20;

export type PdfWorkerLimits = {
  /** Wall-clock time for one file, from the moment it is handed over. */
  timeoutMs: number;
  /** The worker's old-generation heap; a worker that needs more is ended by V8. */
  heapMb: number;
};

export const PDF_WORKER_LIMITS: Readonly<PdfWorkerLimits> = { timeoutMs: 10_000, heapMb: 256 };
let limits: PdfWorkerLimits = { ...PDF_WORKER_LIMITS };

/**
 * Changes the limits (tests run them small rather than slow). The time limit applies from the next
 * file, a heap size from the next worker started. Returns a function that restores the previous limits.
 */
export function setPdfWorkerLimits(changed: Partial<PdfWorkerLimits>): () => void {
  const previous = limits;
  limits = { ...limits, ...changed };
  return () => {
    limits = previous;
  };
}

export type SanitizeReply = { clean: Uint8Array } | { refused: string };

/** The worker's module: its TypeScript source under tsx or Vitest, the file the build emits beside dist/main.js. */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
  // pdf-lib prints a line for each broken object it skips; a crafted file is not worth the server's log.
  const options = { resourceLimits, stdout: true, stderr: true };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pdf-sanitize-worker.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pdf-sanitize-worker.ts', import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(load, { ...options, eval: true });
}

/** A started worker, its output discarded; an idle worker that fails is dropped, not left to crash the API. */
function spawn(): Worker {
  workerHeapMb = limits.heapMb;
  const started = startWorker(workerHeapMb);
  started.stdout.resume();
  started.stderr.resume();
  started.on('error', () => stop(started)).on('exit', () => stop(started));
  return started;
}

let worker: Worker | undefined;
let workerHeapMb = 0;
let queue: Promise<unknown> = Promise.resolve();

function stop(stopped: Worker) {
  if (worker === stopped) worker = undefined;
  void stopped.terminate();
}

function runOnce(bytes: Uint8Array): Promise<Uint8Array> {
  if (worker && workerHeapMb !== limits.heapMb) stop(worker);
  const current = (worker ??= spawn());
  current.ref();
  return new Promise<Uint8Array>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      current.unref();
      settle();
    };
    const onMessage = (reply: SanitizeReply) =>
      finish(() => ('clean' in reply ? resolve(reply.clean) : reject(new UnreadablePdfError(reply.refused))));
    const onError = (error: Error & { code?: string }) => {
      stop(current);
      // Out of memory is the file's doing; any other failure (e.g. a missing worker file) is the server's.
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadablePdfError('too large', { cause: error }) : error,
        ),
      );
    };
    const onExit = () => {
      stop(current);
      finish(() => reject(new Error('The PDF worker stopped')));
    };
    const timer = setTimeout(() => {
      stop(current);
      finish(() => reject(new UnreadablePdfError('took too long')));
    }, limits.timeoutMs);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    const copy = Uint8Array.from(bytes);
    current.postMessage(copy, [copy.buffer]);
  });
}

/**
 * Parses an uploaded PDF and writes it again without active content (cleanPdf), in the PDF worker.
 * Throws UnreadablePdfError for files that cannot be read, inflate too far or take too long.
 */
export function sanitizePdf(bytes: Uint8Array): Promise<Uint8Array> {
  const result = queue.then(() => runOnce(bytes));
  queue = result.catch(() => undefined);
  return result;
}
