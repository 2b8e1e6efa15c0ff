export { OtpInput } from './OtpInput.js';
export type { OtpInputProps } from './OtpInput.js';
export { useOtpInput } from './useOtpInput.js';
export type { UseOtpInputOptions, OtpSelection } from './useOtpInput.js';
export { parseOtpInput, pasteIntoOtp, applyOtpKey, lastCaret } from './parseOtpInput.js';
export type { OtpEdit } from './parseOtpInput.js';
