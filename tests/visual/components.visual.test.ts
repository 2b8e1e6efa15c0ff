import { describeStoryScreenshots, type StoryModule } from './storyScreenshots.js';

describeStoryScreenshots(import.meta.glob<StoryModule>('../../components/**/*.stories.tsx', { eager: true }));
