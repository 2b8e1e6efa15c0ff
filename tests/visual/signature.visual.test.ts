import { describeStoryScreenshots, type StoryModule } from './storyScreenshots.js';

// What `npm test` compares: the signature components and the grid, at 1280 px, in forced colours and at 320 px.
// Every other story's baselines are compared by `npm run test:visual-all` (see the README).
describeStoryScreenshots(
  import.meta.glob<StoryModule>(
    '../../components/{Stepper,AccordionWizard,OtpInput,CountdownRing,CardFace,ChipsInput,DataGrid}/*.stories.tsx',
    { eager: true },
  ),
  { isPartOfArea: true },
);
