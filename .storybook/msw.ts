// Mock Service Worker for stories: the demo backend's handlers answer every story's calls; a story
// overrides them with `parameters.msw.handlers` to show an error. Started once, lazily.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createDemoStore, handlers } from '../host/mock-api/index.js';

let started: Promise<SetupWorker> | undefined;

export function startStoryWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    // A fresh, fast, in-memory store for stories (no session persistence, no latency).
    createDemoStore({ latencyMs: 0, storage: null });
    const worker = setupWorker(...handlers);
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
    return worker;
  })();
  return started;
}
