export { OtpInput } from './OtpInput.js';
export type { OtpInputProps } from './OtpInput.js';
export type { UseOtpInputOptions, OtpSelection } from './useOtpInput.js';
export type { OtpEdit } from './parseOtpInput.js';
