/**
 * The institutions the demo's account picker offers (a real provider's SDK lists thousands). Each has
 * a few accounts the picker shares once the user chooses the institution. Numbers are fixed so that
 * the same choice always links the same account.
 */

export interface DemoInstitutionAccount {
  /** The provider's account id, sent back as `account` by POST bank/bank/link/automatically. */
  id: string;
  name: string;
  type: 'Chequing' | 'Savings';
  account: string;
  branch: string;
}

export interface DemoInstitution {
  /** The provider's institution id (`institute_id`). */
  id: string;
  name: string;
  /** The institution number (3 digits). */
  institution: string;
  /** A small logo as a data URL (what a provider hands out), or null. */
  logo: string | null;
  accounts: DemoInstitutionAccount[];
}

/** A square logo with the bank's initials, as an SVG data URL. */
function initialsLogo(initials: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="8" fill="${background}"/>` +
    `<text x="24" y="30" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const demoInstitutions: readonly DemoInstitution[] = [
  {
    id: 'ins_rbc',
    name: 'Royal Bank of Canada',
    institution: '003',
    logo: initialsLogo('RBC', '#005daa'),
    accounts: [
      { id: 'rbc-chq-4821', name: 'Business Chequing', type: 'Chequing', account: '5104821', branch: '00102' },
      { id: 'rbc-sav-7730', name: 'Business Savings', type: 'Savings', account: '5107730', branch: '00102' },
    ],
  },
  {
    id: 'ins_td',
    name: 'TD Canada Trust',
    institution: '004',
    logo: initialsLogo('TD', '#2e7d32'),
    accounts: [
      { id: 'td-chq-1188', name: 'Every Day Business Chequing', type: 'Chequing', account: '6201188', branch: '01422' },
      { id: 'td-sav-9054', name: 'Business Investor Account', type: 'Savings', account: '6209054', branch: '01422' },
    ],
  },
  {
    id: 'ins_bmo',
    name: 'Bank of Montreal',
    institution: '001',
    logo: initialsLogo('BMO', '#0079c1'),
    accounts: [
      { id: 'bmo-chq-3307', name: 'Business Chequing', type: 'Chequing', account: '7303307', branch: '02231' },
    ],
  },
  {
    id: 'ins_desjardins',
    name: 'Desjardins',
    institution: '815',
    logo: null,
    accounts: [
      { id: 'dsj-chq-6612', name: 'Compte entreprise', type: 'Chequing', account: '8106612', branch: '30005' },
      { id: 'dsj-sav-2290', name: 'Épargne entreprise', type: 'Savings', account: '8102290', branch: '30005' },
    ],
  },
];

export function demoInstitution(id: string): DemoInstitution | undefined {
  return demoInstitutions.find((institution) => institution.id === id);
}
