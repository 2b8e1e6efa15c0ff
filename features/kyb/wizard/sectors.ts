import { businessSectorData, type BusinessSector } from './businessSectors.js';

// Business sectors and their dependent subsectors (kyb-onboarding.md §3.2). The lists are data
// (`businessSectors.ts`), to be replaced by the real taxonomy without touching code.

export type { BusinessSector };

/** The sectors as the data lists them. */
export const BUSINESS_SECTORS: readonly BusinessSector[] = businessSectorData;

/** The sector names, in the data's order. */
export function sectorNames(sectors: readonly BusinessSector[] = BUSINESS_SECTORS): string[] {
  return sectors.map((entry) => entry.sector);
}

/** A sector's subsectors; none for an unknown or empty sector. */
export function subsectorsOf(sector: string, sectors: readonly BusinessSector[] = BUSINESS_SECTORS): readonly string[] {
  return sectors.find((entry) => entry.sector === sector)?.subsectors ?? [];
}

/** The subsector kept when the sector changes: the same one if the new sector has it, else none. */
export function subsectorAfterSectorChange(
  subsector: string,
  sector: string,
  sectors: readonly BusinessSector[] = BUSINESS_SECTORS,
): string {
  return subsectorsOf(sector, sectors).includes(subsector) ? subsector : '';
}
