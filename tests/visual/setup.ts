// Every run of the visual project sees the same page: the clock stands still at the demo data's epoch
// (the seed spreads its rows over the weeks before it; countdowns and "today" never move), no scrollbar
// takes width from the 1280 and 320 px layouts, no CSS animation or transition runs, and the story's
// requests are counted from the start.
//
// No animation: under the reduced motion the page emulates, every finite animation is an entrance that
// ends on the element's own style, and the screenshot stops the infinite ones (spinners, shimmer) at
// theirs, so the screenshots are the same without them. With them, about one full run in two caught a
// modal or drawer missing from its first screenshot, page background only, while it stood in the page;
// the suspect is the panel's fade-in, which Storybook pauses and resumes as it renders a story in a test.

import { beforeAll, vi } from 'vitest';
import { commands } from 'vitest/browser';
import { SEED_EPOCH_MS } from '../../host/mock-api/core/seeding.js';

vi.setSystemTime(SEED_EPOCH_MS);

const style = document.createElement('style');
style.textContent = `html { scrollbar-width: none; }
*, *::before, *::after { animation: none !important; transition: none !important; }`;
document.head.append(style);

beforeAll(async () => {
  await commands.trackNetwork();
});
