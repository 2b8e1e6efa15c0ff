// spend-ui/internal: what code of this repository outside components/ (the demo backend, tests) takes from
// the design system and the package does not publish. No entry of package.json "exports" leads here, so
// features/ (built into the published package) must not import it; lint refuses that.

/** One CSV field as the grid's export writes it (the demo backend writes its CSV export the same way). */
export { csvField } from '../DataGrid/csv.js';
