import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { billingAddressEditable } from './billing.js';
import { AddressFields, FieldGrid, KybCheckbox, KybTextField } from './KybFields.js';
import { BILLING_ADDRESS_CHECKBOX, LABEL_EMAIL, LABEL_NAME, LABEL_PHONE, LABEL_TITLE } from './messages.js';
import type { KybForm } from './sectionForm.js';

/**
 * Section 3 (§4.2, §6): the contact is the user's, read only; the address fields are editable only
 * while the box is checked — unchecked, they show (and send) the business address.
 */
export function BillingFields({ form }: { form: KybForm }) {
  const { control, setValue, getValues } = form;
  const isAddressEqualPhysicalAddress = useWatch({ control, name: 'BillingInformation.isAddressEqualPhysicalAddress' });
  const businessAddress = useWatch({ control, name: 'BusinessAddress' });
  const editable = billingAddressEditable({ isAddressEqualPhysicalAddress });
  useEffect(() => {
    if (editable) return;
    for (const [field, value] of Object.entries(businessAddress)) {
      const path = `BillingInformation.${field as keyof typeof businessAddress}` as const;
      if (getValues(path) !== value) setValue(path, value);
    }
  }, [editable, businessAddress, setValue, getValues]);
  return (
    <>
      <FieldGrid>
        <KybTextField name="BillingInformation.name" label={LABEL_NAME} isReadOnly />
        <KybTextField name="BillingInformation.email" label={LABEL_EMAIL} type="email" isReadOnly />
        <KybTextField name="BillingInformation.phone" label={LABEL_PHONE} type="tel" isReadOnly />
        <KybTextField name="BillingInformation.title" label={LABEL_TITLE} isRequired />
      </FieldGrid>
      <KybCheckbox name="BillingInformation.isAddressEqualPhysicalAddress" label={BILLING_ADDRESS_CHECKBOX} />
      <AddressFields at="BillingInformation" isDisabled={!editable} />
    </>
  );
}
