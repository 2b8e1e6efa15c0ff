// The industry classification catalogue of the SIC lookup (kyb-onboarding.md §2.2, §3.7): division →
// major group → industry group ("011 - Cash Grains") → entries (a 4-digit code and a title). The data
// is `sicCatalogue.ts` (the 1987 SIC manual, 1,006 entries with the product's "0000 - Unknown"), loaded
// only when the lookup opens, in its own chunk; everything here takes the catalogue as an argument.

export interface SicIndustry {
  /** Four digits as text (leading zeros kept). */
  sic_code: string;
  title: string;
}

export interface SicIndustryGroup {
  code: string;
  title: string;
  /** "code - title", e.g. "011 - Cash Grains". */
  label: string;
  industries: readonly SicIndustry[];
}

export interface SicMajorGroup {
  code: string;
  title: string;
  industry_groups: readonly SicIndustryGroup[];
}

export interface SicDivision {
  /** The product's division name, e.g. "Agriculture/Forestry/Fishing". */
  division: string;
  major_groups: readonly SicMajorGroup[];
}

export interface SicCatalogue {
  divisions: readonly SicDivision[];
}

/** One entry of the catalogue with where it sits. */
export interface SicEntry {
  code: string;
  title: string;
  /** "code - title": what the lookup lists and what the Business SIC field stores. */
  label: string;
  division: string;
  majorGroup: { code: string; title: string };
  industryGroup: { code: string; title: string; label: string };
}

/** Loads the catalogue (its own chunk: only the lookup needs it). */
export async function loadSicCatalogue(): Promise<SicCatalogue> {
  const data = await import('./sicCatalogue.js');
  return data.default;
}

/** Level one's dropdown: the division names in the catalogue's order (§3.7 "derived from the catalogue"). */
export function sicDivisionNames(catalogue: SicCatalogue): string[] {
  return catalogue.divisions.map((division) => division.division);
}

/** Level one's list for a division: its major groups, each with its industry groups. Unknown division: none. */
export function sicGroupsOf(catalogue: SicCatalogue, division: string): readonly SicMajorGroup[] {
  return catalogue.divisions.find((candidate) => candidate.division === division)?.major_groups ?? [];
}

/** "code - title" of an entry: the lookup's line and the value the Business SIC field keeps. */
export function sicEntryLabel(industry: SicIndustry): string {
  return `${industry.sic_code} - ${industry.title}`;
}

/** Every entry of the catalogue, in its order, with its division and groups. */
export function sicEntries(catalogue: SicCatalogue): SicEntry[] {
  return catalogue.divisions.flatMap((division) =>
    division.major_groups.flatMap((majorGroup) =>
      majorGroup.industry_groups.flatMap((industryGroup) =>
        industryGroup.industries.map((industry) => ({
          code: industry.sic_code,
          title: industry.title,
          label: sicEntryLabel(industry),
          division: division.division,
          majorGroup: { code: majorGroup.code, title: majorGroup.title },
          industryGroup: { code: industryGroup.code, title: industryGroup.title, label: industryGroup.label },
        })),
      ),
    ),
  );
}

/** Level two's list: an industry group's entries as "code - title". */
export function sicEntriesOf(catalogue: SicCatalogue, industryGroupCode: string): SicEntry[] {
  return sicEntries(catalogue).filter((entry) => entry.industryGroup.code === industryGroupCode);
}

/** The code of a stored choice ("0111 - Wheat" → "0111"); `undefined` for a value that is no choice. */
export function sicCodeOfChoice(value: string): string | undefined {
  return /^\s*(\d{4}) - \S/.exec(value)?.[1];
}

/** The entry a stored choice names (to show it as chosen when the lookup opens again). */
export function sicEntryOfChoice(entries: readonly SicEntry[], value: string): SicEntry | undefined {
  const code = sicCodeOfChoice(value);
  return code === undefined ? undefined : entries.find((entry) => entry.code === code);
}
