// Mock Service Worker for stories: the demo backend's handlers answer every story's calls; a story
// overrides them with `parameters.msw.handlers` to show an error. Started once, lazily.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { dropDemoStore, getLiveHub, handlers } from '../host/mock-api/index.js';

let started: Promise<SetupWorker> | undefined;

/**
 * A fresh demo backend for the next story: the seeded data, no session persistence, no latency, no
 * armed faults. The preview calls it before every story, so no story sees another's writes. It is
 * seeded when the story first calls it: most component stories never do.
 */
export function resetStoryBackend(): void {
  dropDemoStore({ latencyMs: 0, storage: null });
}

export function startStoryWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker(...handlers, getLiveHub().handler());
    await worker.start({ quiet: true, onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
    return worker;
  })();
  return started;
}
