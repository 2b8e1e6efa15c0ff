import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { BillingInformationValues, KybAddress, KybContact } from './kybForm.js';

// The billing rule of kyb-onboarding.md §4.2: the address fields are editable only while the box
// ('Billing Address Same As Physical Address. Would You Like To Add A New Address Instead?') is
// checked; unchecked, the billing address is the business address, and the contact is always the
// user's (§6: read only).

/** Whether the billing address fields may be edited. */
export function billingAddressEditable(
  billing: Pick<BillingInformationValues, 'isAddressEqualPhysicalAddress'>,
): boolean {
  return billing.isAddressEqualPhysicalAddress;
}

/** The billing section as it stands: the user's contact, and the business address unless the box is checked. */
export function withBillingCopy(
  billing: BillingInformationValues,
  businessAddress: KybAddress,
  contact: KybContact,
): BillingInformationValues {
  const address = billingAddressEditable(billing) ? {} : businessAddress;
  return { ...billing, ...address, name: contact.name, email: contact.email, phone: contact.phone };
}

/**
 * The user's phone as the billing section shows it: the spec's (###) ###-#### for a North American number
 * ("+14165550123" → "(416) 555-0123"), another country's in its own national format with its dial code;
 * a text that is no phone number stays as it is.
 */
export function billingPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone.trim());
  if (!parsed) return phone;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}
