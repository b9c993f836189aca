import { parentPort, workerData } from 'node:worker_threads';
import { capEngineMemory, loadEngine } from './engine.js';
import { handleSandboxMessage } from './worker.js';

/**
 * A filter worker of the server's pool (pool.ts): one QuickJS module per thread, its WebAssembly memory
 * capped, answering one request at a time with the same protocol as the browser's Web Worker.
 */
const { maxWasmBytes } = workerData as { maxWasmBytes: number };
capEngineMemory(maxWasmBytes);
parentPort?.on('message', (message: unknown) => {
  void handleSandboxMessage(message).then((reply) => parentPort?.postMessage(reply));
});
// Loading the module is not the filter's time: the pool starts a run's clock only after this.
void loadEngine().then(() => parentPort?.postMessage({ ready: true }));
