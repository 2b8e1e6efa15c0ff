import { resetStoryBackend } from '../../.storybook/msw.js';
import { getDemoStore } from '../../host/mock-api/index.js';
import { describeStoryScreenshots, type StoryModule } from './storyScreenshots.js';

// Feature stories call the demo backend and each starts on the seeded data, as in Storybook. Seeding
// takes ~0.5 s, and without their play functions most stories only read: the store is seeded again only
// after a story that wrote to it or arranged data (or armed a fault) in a beforeEach of its own.
let storeMayHaveChanged = true;

describeStoryScreenshots(import.meta.glob<StoryModule>('../../features/**/*.stories.tsx', { eager: true }), {
  beforeEachStory: (story) => {
    if (storeMayHaveChanged || getDemoStore().changes.length > 0) resetStoryBackend();
    storeMayHaveChanged = story.arrangesData;
  },
});
