// Payments to saved recipients: the payments hub, the pay-now flow and the scheduled and recurring forms.
export { PaymentsPage } from './PaymentsPage.js';
export { PayNowDialog } from './PayNowDialog.js';
export type { PayNowDialogProps } from './PayNowDialog.js';
export { ScheduledPaymentDialog } from './ScheduledPaymentDialog.js';
export type { ScheduledPaymentDialogProps } from './ScheduledPaymentDialog.js';
export { ScheduledPaymentForm } from './ScheduledPaymentForm.js';
export type { ScheduledPaymentFormProps, ScheduledPaymentPhase } from './ScheduledPaymentForm.js';
// The §9 limits, one rule for the amount step and the demo backend.
export { paidToday, paymentLimitProblem } from './limits.js';
export type { PaidItem } from './limits.js';
export { schedulePastProblem } from './scheduledPayment.js';
