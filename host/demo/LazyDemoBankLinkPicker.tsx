import { lazy, Suspense } from 'react';
import type { BankLinkPickerProps } from 'spend-ui/features';

const DemoBankLinkPicker = lazy(() =>
  import('./DemoBankLinkPicker.js').then(({ DemoBankLinkPicker }) => ({ default: DemoBankLinkPicker })),
);

/** The demo backend's account picker, loaded the first time automatic linking opens it (demo mode only). */
export function LazyDemoBankLinkPicker(props: BankLinkPickerProps) {
  return (
    <Suspense fallback={null}>
      <DemoBankLinkPicker {...props} />
    </Suspense>
  );
}
