export { ChipsInput } from './ChipsInput.js';
export type { ChipsInputProps } from './ChipsInput.js';
export { addChip, removeChipAt, isSameChip, chipsFromNames, chipNames, chipKey } from './addChip.js';
export type { AddChipResult, AddChipOptions, ChipItem, ChipId } from './addChip.js';
