// The register form's links to the legal pages say where they come from, so a legal page offers the
// way back to the form only to a visitor who opened it there.
const FROM = 'from';
const REGISTRATION = 'register';

/** A legal page's address as the register form links to it: "/terms?from=register". */
export const fromRegistration = (path: string) => `${path}?${new URLSearchParams({ [FROM]: REGISTRATION }).toString()}`;

/** Whether a legal page was opened from the register form (its location's query). */
export const openedFromRegistration = (search: string) => new URLSearchParams(search).get(FROM) === REGISTRATION;
