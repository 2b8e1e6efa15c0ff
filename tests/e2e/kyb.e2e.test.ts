import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { chooseAt, expectNoPointer, openWatchedPage, pressOn, signInByKeyboard, typeAt } from './keyboard.js';
import { fillAddress, openKyb, save, section, upload } from './kybSteps.js';

const browser = sharedBrowser();

const KYB_NOT_FILLED = 'kyb-not-filled@lighthouse.example';

describe('Know your Business', () => {
  it('by keyboard: six sections, a failed save, both SIC paths, a reload, the uploads, the submission', async () => {
    const watched = await openWatchedPage(browser());
    const { context, page } = watched;
    await signInByKeyboard(page, KYB_NOT_FILLED);
    let dialog = await openKyb(page);

    // 1. Business Details, with one failed save that focuses the field at fault.
    const details = section(dialog, 'Business Details');
    await typeAt(page, details.getByRole('textbox', { name: /^Business Legal Name/ }), 'Lighthouse Provisions Ltd.');
    await typeAt(page, details.getByRole('textbox', { name: /^Business Number/ }), '12345');
    await chooseAt(page, details.getByRole('button', { name: /Legal Structure/ }), 'Corporation');
    await typeAt(page, details.getByRole('textbox', { name: /^Incorporated Year/ }), '2019');
    await chooseAt(page, details.getByRole('button', { name: /Incorporated Province/ }), 'NS');
    await typeAt(page, details.getByRole('textbox', { name: /^Years in Business/ }), '6');
    await typeAt(page, details.getByRole('textbox', { name: /^Years in Control/ }), '6');
    await typeAt(page, details.getByRole('textbox', { name: /^Annual Sales \(USD\)/ }), '2500000');
    await typeAt(page, details.getByRole('textbox', { name: /^Anticipated Weekly Spend/ }), '15000');
    await typeAt(page, details.getByRole('textbox', { name: /^Number of Employees/ }), '40');
    await typeAt(page, details.getByRole('textbox', { name: /^Website/ }), 'https://lighthouse.example');
    // The SIC code through the lookup's two levels …
    await pressOn(page, details.getByRole('button', { name: 'Look up SIC code' }));
    const lookup = page.getByRole('dialog', { name: 'SIC Codes Lookup - Standard Industrial Classification' });
    await chooseAt(page, lookup.getByRole('button', { name: /Category/ }), 'Agriculture/Forestry/Fishing');
    await pressOn(page, lookup.getByRole('button', { name: '011 - Cash Grains' }));
    await pressOn(page, lookup.getByRole('button', { name: '0111 - Wheat' }));
    await lookup.waitFor({ state: 'detached' });
    const sic = details.getByRole('textbox', { name: /^Business SIC/ });
    expect(await sic.inputValue()).toBe('0111 - Wheat');
    // … and another through its search.
    await pressOn(page, details.getByRole('button', { name: 'Look up SIC code' }));
    await typeAt(page, lookup.getByRole('searchbox', { name: /Search by SIC code or title/ }), '5141');
    await lookup.getByRole('status').getByText('1 SIC code found').waitFor();
    await pressOn(page, lookup.getByRole('button', { name: '5141 - Groceries, General Line' }));
    await lookup.waitFor({ state: 'detached' });
    expect(await sic.inputValue()).toBe('5141 - Groceries, General Line');

    await save(page, details);
    const businessNumber = details.getByRole('textbox', { name: /^Business Number/ });
    await expect.poll(() => businessNumber.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await businessNumber.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.type('6789');
    await save(page, details);

    // 2. Business Address.
    const address = section(dialog, 'Business Address');
    await address.getByRole('textbox', { name: /^Street Number/ }).waitFor();
    await fillAddress(page, address);
    await save(page, address);
    await section(dialog, 'Billing Information')
      .getByRole('textbox', { name: /^Title/ })
      .waitFor();

    // A reload: the draft brings the user back where they were.
    await page.reload();
    dialog = await openKyb(page);
    const billing = section(dialog, 'Billing Information');
    await billing.getByRole('textbox', { name: /^Title/ }).waitFor();
    expect(await dialog.getByRole('button', { name: /Business Address.*completed/ }).count()).toBe(1);

    // 3. Billing Information: the business address copied, the contact read only.
    expect(await billing.getByRole('textbox', { name: /^Street Name/ }).inputValue()).toBe('Harbour Road');
    await typeAt(page, billing.getByRole('textbox', { name: /^Title/ }), 'Controller');
    await save(page, billing);

    // 4. Beneficial Ownership: nobody owns 25% or more.
    const owners = section(dialog, 'Beneficial Ownership');
    await owners.getByRole('switch').waitFor();
    await save(page, owners);

    // 5. Key Personnel.
    const personnel = section(dialog, 'Key Personnel');
    await typeAt(page, personnel.getByRole('textbox', { name: /^CEO/ }), 'Ava Singh');
    await save(page, personnel);

    // 6. Credit Information: 6 years in business, prequalified.
    const credit = section(dialog, 'Credit Information');
    await credit
      .getByText(
        'Good News! You may qualify for credit based on your financial information. Please provide the following details.',
      )
      .waitFor();
    await typeAt(page, credit.getByRole('textbox', { name: /^Requested Credit Limit/ }), '50000');
    await chooseAt(page, credit.getByRole('button', { name: /Credit Cycle/ }), 'Monthly');
    await typeAt(page, credit.getByRole('textbox', { name: /^Bank Name/ }), 'Harbour Bank');
    await typeAt(page, credit.getByRole('textbox', { name: /^Bank Account Number/ }), '7654321');
    await typeAt(page, credit.getByRole('textbox', { name: /^Institution Number/ }), '002');
    await typeAt(page, credit.getByRole('textbox', { name: /^Branch Number/ }), '12345');
    await fillAddress(page, credit);
    await upload(page, credit, 'Financial Statement', 'statement.pdf');
    await upload(page, credit, 'Void Cheque', 'cheque.pdf');
    await save(page, credit);

    // Review and submit: the gate moves on to the bank connection.
    await dialog.getByText('Please review the application before you submit').waitFor();
    await pressOn(page, dialog.getByRole('button', { name: 'SUBMIT Application' }));
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('KYB details are submitted successfully.')
      .waitFor();
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.getByRole('group', { name: 'How would you like to link your bank account?' }).waitFor();
    expectNoPointer(watched);
    await context.close();
  });
});
