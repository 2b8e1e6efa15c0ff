import type { StorybookConfig } from '@storybook/react-vite';
import { sourceAliases } from '../scripts/aliases.mjs';

const config: StorybookConfig = {
  stories: [
    // The docs pages a new team starts from (Introduction, Tokens, Layout, Patterns) and their examples.
    '../docs/*.mdx',
    '../docs/*.stories.@(ts|tsx)',
    '../components/**/*.stories.@(ts|tsx)',
    '../features/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../host/public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // CountryFlag loads each flag as its own plain ES module: serve them as they are, not pre-bundled.
    return mergeConfig(viteConfig, {
      resolve: { alias: sourceAliases },
      optimizeDeps: { exclude: ['country-flag-icons'] },
    });
  },
};

export default config;
