import type { UseFormReturn } from 'react-hook-form';
import type { KybFormInput, KybFormValues } from './kybForm.js';

/** The application's one form, as each section's fields receive it. */
export type KybForm = UseFormReturn<KybFormInput, unknown, KybFormValues>;
