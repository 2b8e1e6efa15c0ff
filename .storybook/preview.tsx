import type { Preview } from '@storybook/react-vite';
import { GlobalStyles, ThemeProvider } from '../components/theme/index.js';
import '../components/theme/fonts.js';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { coveredControls } from '../tests/visual/firstRenderChecks.js';
import { resetStoryBackend, startStoryWorker } from './msw.js';

// findBy*/waitFor wait for a state, not for a time: on a loaded 2-core machine the demo backend can take
// seconds to answer, so they wait up to 10 s (a passing story is no slower for it).
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  tags: ['autodocs'],
  // Feature stories call the API; MSW answers with the demo backend (stories override per error).
  loaders: [mswLoader(startStoryWorker)],
  // Every story starts on the seeded data: writes of one story never show in the next.
  beforeEach: () => {
    resetStoryBackend();
  },
  // As a play function ends (a save done, its toast up), no toast or floating bar covers the focused control
  // or the primary button of the open dialog, drawer or page. The toasts take their place in the frame
  // after focus moves, so the check waits that frame.
  afterEach: async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const covered = coveredControls(document.body);
    if (covered.length > 0)
      throw new Error(`A toast or floating bar covers the next control as the story ends:\n  ${covered.join('\n  ')}`);
  },
  decorators: [
    (Story) => (
      <ThemeProvider>
        <GlobalStyles />
        <Story />
      </ThemeProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every axe violation fails the story's test in `npm test`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrow phone (320 px)', styles: { width: '320px', height: '640px' } },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
};

export default preview;
