// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { handleRegistrationUpdateFailures } from '../../../host/mock-api/browser.js';

/** A registration whose update check fails as Chromium's does when a page load interrupts it. */
function failingRegistration() {
  return {
    update: () =>
      Promise.reject(new TypeError('Failed to update a ServiceWorker for scope: demoServiceWorker.js: Not found')),
  } as unknown as ServiceWorkerRegistration;
}

const unhandled: unknown[] = [];
const record = (reason: unknown) => void unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  unhandled.length = 0;
});

/** Lets Node report the rejections left unhandled by the calls so far. */
const afterRejectionsReported = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the demo worker’s registration update (MSW calls it without awaiting)', () => {
  it('fails without an unhandled rejection, and still rejects for a caller that awaits it', async () => {
    const registration = failingRegistration();
    await handleRegistrationUpdateFailures({ getRegistrations: async () => [registration] });
    process.on('unhandledRejection', record);
    void registration.update(); // as MSW does
    await afterRejectionsReported();
    expect(unhandled).toEqual([]);
    await expect(registration.update()).rejects.toThrow('Failed to update a ServiceWorker');
  });
});
