import { blankBeneficialOwner, MAX_BENEFICIAL_OWNERS, type BeneficialOwner } from './kybForm.js';
import { beneficiaryHeading } from './messages.js';

// The owner list of the Beneficial Ownership section (kyb-onboarding.md §4.2, §9): the toggle, "Add
// another director", Clear, Delete and the headings. Each returns a new list.

/** The toggle: on creates one blank owner (keeping any already there), off clears them all. */
export function ownersAfterToggle(owners: readonly BeneficialOwner[], on: boolean): BeneficialOwner[] {
  if (!on) return [];
  return owners.length > 0 ? [...owners] : [blankBeneficialOwner()];
}

/** Whether "Add another director" is offered: fewer than 4 owners. */
export function mayAddOwner(owners: readonly BeneficialOwner[]): boolean {
  return owners.length < MAX_BENEFICIAL_OWNERS;
}

/** "Add another director": a blank owner at the end, while fewer than 4 exist. */
export function addOwner(owners: readonly BeneficialOwner[]): BeneficialOwner[] {
  return mayAddOwner(owners) ? [...owners, blankBeneficialOwner()] : [...owners];
}

/** Clear: the entry at `index` reset to blank. */
export function clearOwner(owners: readonly BeneficialOwner[], index: number): BeneficialOwner[] {
  return owners.map((owner, at) => (at === index ? blankBeneficialOwner() : owner));
}

/** Whether Delete is offered for the entry at `index`: never for the first. */
export function mayDeleteOwner(index: number): boolean {
  return index > 0;
}

/** Delete: the entry at `index` removed (the first is kept). */
export function deleteOwner(owners: readonly BeneficialOwner[], index: number): BeneficialOwner[] {
  return mayDeleteOwner(index) ? owners.filter((_, at) => at !== index) : [...owners];
}

/** An owner's heading: first and last name, or "Beneficiary N" (from 1) while both are empty. */
export function ownerHeading(owner: Pick<BeneficialOwner, 'fname' | 'lname'>, index: number): string {
  const name = [owner.fname.trim(), owner.lname.trim()].filter(Boolean).join(' ');
  return name || beneficiaryHeading(index + 1);
}
