// Inside this repository, the package's public entry points resolve to their sources, so
// features and the host import the design system exactly as another team would.
import { fileURLToPath } from 'node:url';

const source = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const sourceAliases = [
  { find: /^spend-ui$/, replacement: source('components/index.ts') },
  { find: /^spend-ui\/features$/, replacement: source('features/index.ts') },
  // A domain's own entry (`spend-ui/features/cards`): what the host's routes load lazily, one domain each.
  { find: /^spend-ui\/features\/([a-z-]+)$/, replacement: `${source('features')}/$1/index.ts` },
  { find: /^spend-ui\/fonts$/, replacement: source('components/theme/fonts.ts') },
];
