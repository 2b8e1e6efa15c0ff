// Every run of the visual project sees the same page: the clock stands still at the demo data's epoch
// (the seed spreads its rows over the weeks before it; countdowns and "today" never move), no scrollbar
// takes width from the 1280 and 320 px layouts, and the story's requests are counted from the start.
import { beforeAll, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { SEED_EPOCH_MS } from '../../host/mock-api/core/seeding.js';

vi.setSystemTime(SEED_EPOCH_MS);

const style = document.createElement('style');
style.textContent = 'html { scrollbar-width: none; }';
document.head.append(style);

beforeAll(async () => {
  await commands.trackNetwork();
});
