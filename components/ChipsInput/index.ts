export { ChipsInput } from './ChipsInput.js';
export type { ChipsInputLabels, ChipsInputProps } from './ChipsInput.js';
export type { AddChipResult, AddChipOptions, ChipItem, ChipId } from './addChip.js';
