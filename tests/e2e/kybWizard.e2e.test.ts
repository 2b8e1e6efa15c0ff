import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { chooseOption, expectHeading, openPage, press, signIn, typeInto } from './helpers.js';

// The KYB_WIZARD demo company (US-incorporated, its admin living in Canada) completes the five-step
// wizard with the keyboard only and the onboarding gate moves on to the bank connection.

const browser = sharedBrowser();

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** A date typed into its first segment (MM, dd, yyyy advance by themselves). */
async function typeDate(page: Page, scope: Page | Locator, label: string, mmddyyyy: string) {
  const group = scope.getByRole('group', { name: new RegExp(`^${label}`) });
  await typeInto(page, group.getByRole('spinbutton').first(), mmddyyyy);
}

/** A country (or currency) picked by typing its name and choosing the first match with the keyboard. */
async function pickByTyping(page: Page, input: Locator, name: string) {
  await typeInto(page, input, name);
  await page.getByRole('option', { name, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** A file chosen through the 'Choose file' button (Enter opens the chooser). */
async function chooseFile(page: Page, scope: Page | Locator, label: string, fileName: string) {
  const chooser = page.waitForEvent('filechooser');
  await press(page, scope.getByRole('button', { name: `Choose file ${label}` }));
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 e2e') });
  await scope.getByText(fileName).first().waitFor();
}

async function check(page: Page, name: string) {
  await press(page, page.getByRole('checkbox', { name }), ' ');
}

async function next(page: Page, heading: string) {
  await press(page, page.getByRole('button', { name: 'Next' }));
  await expectHeading(page, heading);
}

/** A person of a US company living in Canada: passport and its country of issue, no SSN. */
async function fillCanadianPerson(page: Page, scope: Locator, first: string, last: string) {
  await typeInto(page, textbox(scope, 'First Name'), first);
  await typeInto(page, textbox(scope, 'Last Name'), last);
  await typeDate(page, scope, 'Date of Birth', '03151975');
  await typeInto(page, textbox(scope, 'Street'), 'Rue Sainte-Catherine');
  await typeInto(page, textbox(scope, 'City'), 'Montreal');
  await typeInto(page, textbox(scope, 'State/County'), 'QC');
  await typeInto(page, textbox(scope, 'Postal Code'), 'H3B 1A7');
  expect(await textbox(scope, 'SSN').count()).toBe(0);
  await typeInto(page, textbox(scope, 'Passport Number'), `P-${last}`);
  await pickByTyping(page, scope.getByRole('combobox', { name: /^Passport Country of Issue/ }), 'Canada');
  await chooseFile(page, scope, 'Proof of ID', `${first.toLowerCase()}-id.pdf`);
}

/** A day 30 days from now as MMddyyyy (the first transaction may not be in the past). */
function inAMonth(): string {
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getUTCMonth() + 1)}${two(day.getUTCDate())}${day.getUTCFullYear()}`;
}

describe('the KYB wizard', () => {
  it('a US company’s admin with a Canadian home completes the five steps by keyboard and the gate moves on', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'kyb-wizard@beaconharbor.example');
    // Step 1, titled by the company's legal form.
    await expectHeading(page, 'Limited Liability Company');
    await page.getByText('Please fill up the form to complete KYC/AML process').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const form = page.getByRole('form', { name: 'Personal details' });
    await typeInto(page, textbox(form, 'First Name'), 'Noah');
    await typeInto(page, textbox(form, 'Last Name'), 'Tremblay');
    await typeDate(page, form, 'Date of Birth', '05171980');
    await typeInto(page, textbox(form, 'Email'), 'noah@beaconharbor.example');
    await typeInto(page, textbox(form, 'Telephone'), '2075550116');
    await typeInto(page, textbox(form, 'Street'), 'King Street West');
    await typeInto(page, textbox(form, 'City'), 'Toronto');
    await typeInto(page, textbox(form, 'State/County'), 'ON');
    await typeInto(page, textbox(form, 'Postal Code'), 'M5X 1A9');
    // Incorporated in the US, living in Canada: passport asked, SSN not.
    expect(await textbox(form, 'SSN').count()).toBe(0);
    await typeInto(page, textbox(form, 'Passport Number'), ' P1234567 ');
    await pickByTyping(page, form.getByRole('combobox', { name: /^Passport Country of Issue/ }), 'Canada');
    await chooseFile(page, form, 'Proof of ID', 'passport.pdf');
    await next(page, 'Business details');

    // Step 2.
    const business = page.getByRole('form', { name: 'Business details' });
    await chooseOption(page, business.getByRole('button', { name: /Legal Entity Type/ }), 'Limited Liability Company');
    await typeInto(page, textbox(business, 'Company Name'), 'Beacon Harbor Trading LLC');
    await typeInto(page, textbox(business, 'Company Registration Number'), 'ME-2019-0042');
    await typeInto(page, textbox(business, 'Employer Identification Number'), '12-3456789');
    await typeDate(page, business, 'Date of Incorporation', '04012019');
    const registered = business.getByRole('combobox', { name: /^Registered Country/ });
    expect(await registered.isDisabled()).toBe(true);
    expect(await registered.inputValue()).toBe('United States');
    await typeInto(page, textbox(business, 'Street'), 'Commercial Street');
    await typeInto(page, textbox(business, 'City'), 'Portland');
    await typeInto(page, textbox(business, 'State/County'), 'ME');
    await typeInto(page, textbox(business, 'Postal Code'), '04101');
    await chooseOption(page, business.getByRole('button', { name: /Business Sector/ }), 'IT, Digital, Cyber');
    await chooseOption(page, business.getByRole('button', { name: /Business Subsector/ }), 'Computer Software');
    await typeInto(page, textbox(business, 'Business Activities'), 'Marine supplies trading');
    await typeInto(page, textbox(business, 'Business Website'), 'https://beaconharbor.example');
    await chooseFile(page, business, 'Company Incorporation Document', 'incorporation.pdf');
    await chooseFile(page, business, 'Company Financials', 'financials.pdf');
    await next(page, 'Account usage');

    // Step 3.
    const usage = page.getByRole('form', { name: 'Account usage' });
    await chooseOption(page, usage.getByRole('button', { name: /Base Currency/ }), 'USD');
    await typeInto(page, textbox(usage, 'Monthly Transaction Value'), '25000');
    await typeInto(page, textbox(usage, 'Estimated Transactions per Month'), '12');
    await pickByTyping(page, usage.getByRole('combobox', { name: /^Destination Countries/ }), 'Canada');
    // The chips' list stays open for the next pick: Escape closes it.
    await page.keyboard.press('Escape');
    await chooseOption(page, usage.getByRole('button', { name: /Initial Source of Funds/ }), 'Business Revenue');
    await chooseOption(
      page,
      usage.getByRole('button', { name: /Main Purpose of the Account/ }),
      'Paying Suppliers / Bills',
    );
    await typeInto(page, textbox(usage, 'Account Purpose Details'), 'Suppliers in Canada');
    await typeDate(page, usage, 'Expected First Transaction Date', inAMonth());
    await next(page, 'Directors');

    // Step 4: two shareholders added, one deleted.
    const directors = page.getByRole('form', { name: 'Directors' });
    await check(page, 'There are other shareholders who own 25% or more');
    await directors.getByRole('tab', { name: 'Additional shareholder 1' }).waitFor();
    const panel = directors.getByRole('tabpanel');
    await fillCanadianPerson(page, panel, 'Grace', 'Hopper');
    await press(page, directors.getByRole('button', { name: 'Add Shareholder' }));
    await press(page, directors.getByRole('button', { name: 'Add Shareholder' }));
    expect(await directors.getByRole('tab', { name: 'Additional shareholder 3' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await press(page, directors.getByRole('button', { name: 'Delete Shareholder' }));
    expect(await directors.getByRole('tab').count()).toBe(2);
    expect(await directors.getByRole('tab', { name: 'Additional shareholder 2' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await fillCanadianPerson(page, panel, 'Alan', 'Turing');
    await chooseFile(page, directors, 'Control and Beneficial Ownership Document', 'ownership.pdf');
    await next(page, 'Review Details');

    // Back to step 2: everything as typed.
    await press(page, page.getByRole('button', { name: 'Previous' }));
    await expectHeading(page, 'Directors');
    await press(page, page.getByRole('button', { name: 'Previous' }));
    await expectHeading(page, 'Account usage');
    await press(page, page.getByRole('button', { name: 'Previous' }));
    await expectHeading(page, 'Business details');
    expect(await textbox(business, 'Company Name').inputValue()).toBe('Beacon Harbor Trading LLC');
    expect(await business.getByRole('button', { name: /Legal Entity Type/ }).textContent()).toContain(
      'Limited Liability Company',
    );
    await business.getByText('incorporation.pdf').waitFor();
    await next(page, 'Account usage');
    expect(await textbox(usage, 'Account Purpose Details').inputValue()).toBe('Suppliers in Canada');
    await next(page, 'Directors');
    expect(await directors.getByRole('tab').count()).toBe(2);
    await next(page, 'Review Details');

    // Step 5: the review's rendering rules.
    await page.getByText('Please review all the information you have provided.', { exact: false }).waitFor();
    const valueOf = (region: string, label: string) =>
      page
        .getByRole('region', { name: region })
        .locator('dt', { hasText: new RegExp(`^${label}$`) })
        .first()
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    expect(await valueOf('Personal Details', 'Country of Incorporation')).toBe('United States');
    expect(await valueOf('Personal Details', 'Country')).toBe('Canada');
    expect(await valueOf('Personal Details', 'SSN')).toBe('N/A');
    expect(await valueOf('Personal Details', 'Passport Number')).toBe('P1234567');
    expect(await valueOf('Personal Details', 'Middle Name')).toBe('-');
    expect(await valueOf('Personal Details', 'Date of Birth')).toBe('05/17/1980');
    expect(await valueOf('Business Details', 'Company Financials')).toBe('financials.pdf');
    expect(await valueOf('Account Usage', 'Destination Countries')).toBe('Canada');
    const directorsReview = page.getByRole('region', { name: 'Directors' });
    for (const heading of ['Identification', 'Shareholders', 'Shareholder 1', 'Shareholder 2'])
      await directorsReview.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await press(page, page.getByRole('button', { name: 'Next' }));
    await page.getByText('KYB details are submitted successfully.').first().waitFor();
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    await gate.getByRole('group', { name: 'How would you like to link your bank account?' }).waitFor();
    await context.close();
  });

  it('resumes after a reload and after signing in again at the first step not sent, with what was sent', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'kyb-wizard@beaconharbor.example');
    await expectHeading(page, 'Limited Liability Company');
    const form = page.getByRole('form', { name: 'Personal details' });
    await typeInto(page, textbox(form, 'First Name'), 'Noah');
    await typeInto(page, textbox(form, 'Last Name'), 'Tremblay');
    await typeDate(page, form, 'Date of Birth', '05171980');
    await typeInto(page, textbox(form, 'Email'), 'noah@beaconharbor.example');
    await typeInto(page, textbox(form, 'Telephone'), '2075550116');
    await typeInto(page, textbox(form, 'Street'), 'King Street West');
    await typeInto(page, textbox(form, 'City'), 'Toronto');
    await typeInto(page, textbox(form, 'State/County'), 'ON');
    await typeInto(page, textbox(form, 'Postal Code'), 'M5X 1A9');
    await typeInto(page, textbox(form, 'Passport Number'), 'P1234567');
    await pickByTyping(page, form.getByRole('combobox', { name: /^Passport Country of Issue/ }), 'Canada');
    await chooseFile(page, form, 'Proof of ID', 'passport.pdf');
    await next(page, 'Business details');

    await page.reload();
    await expectHeading(page, 'Business details');
    await press(page, page.getByRole('button', { name: 'Previous' }));
    await expectHeading(page, 'Limited Liability Company');
    expect(await textbox(form, 'First Name').inputValue()).toBe('Noah');
    expect(await textbox(form, 'Passport Number').inputValue()).toBe('P1234567');
    await form.getByText('passport.pdf').waitFor();
    // Sent again without choosing the file anew: the stored file is kept.
    await next(page, 'Business details');

    await press(page, page.getByRole('button', { name: 'Logout' }));
    await signIn(page, 'kyb-wizard@beaconharbor.example');
    await expectHeading(page, 'Business details');
    await context.close();
  });
});
