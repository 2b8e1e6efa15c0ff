// Inside this repository, the package's public entry points resolve to their sources, so
// features and the host import the design system exactly as another team would.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The domains with an entry of their own: those package.json "exports" publishes, and the internal one
// (spend-ui/features/internal, never published) that tests and the demo take unpublished names from.
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const domainEntries = [
  ...Object.keys(pkg.exports).flatMap((subpath) => /^\.\/features\/([a-z-]+)$/.exec(subpath)?.[1] ?? []),
  'internal',
];

export const sourceAliases = [
  { find: /^spend-ui$/, replacement: source('components/index.ts') },
  { find: /^spend-ui\/features$/, replacement: source('features/index.ts') },
  // A domain's own entry (`spend-ui/features/cards`): what the host's routes load lazily, one domain each.
  {
    find: new RegExp(`^spend-ui/features/(${domainEntries.join('|')})$`),
    replacement: `${source('features')}/$1/index.ts`,
  },
  // The design system's internal entry (csvField for the demo backend's CSV export), never published.
  { find: /^spend-ui\/internal$/, replacement: source('components/internal/index.ts') },
  { find: /^spend-ui\/fonts$/, replacement: source('components/theme/fonts.ts') },
];
