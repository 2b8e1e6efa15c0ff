import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import type { UseFormReturn } from 'react-hook-form';
import { KybTextField } from './KybFields.js';
import type { KybFormInput, KybFormValues } from './kybForm.js';
import { LABEL_BUSINESS_SIC, SIC_LOOKUP_OPEN } from './messages.js';
import { SicLookupDialog } from './SicLookupDialog.js';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child {
    flex: 1;
  }
`;

/** Business SIC: filled from the lookup with "code - title" (§2.2); the field itself is read only. */
export function SicField({ form }: { form: UseFormReturn<KybFormInput, unknown, KybFormValues> }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Row>
      <KybTextField name="BusinessDetails.businessSic" label={LABEL_BUSINESS_SIC} isRequired isReadOnly />
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {SIC_LOOKUP_OPEN}
      </Button>
      {isOpen && (
        <SicLookupDialog
          onClose={() => setOpen(false)}
          onPick={(label) => {
            form.setValue('BusinessDetails.businessSic', label, { shouldDirty: true });
            form.clearErrors('BusinessDetails.businessSic');
          }}
        />
      )}
    </Row>
  );
}
