import { describe, expect, it } from 'vitest';
import { typeaheadMatch } from '../../../components/internal/typeahead.js';

const items = [
  { key: 'download', textValue: 'Download statement' },
  { key: 'delete', textValue: 'Delete card' },
  { key: 'freeze', textValue: 'Freeze card', isDisabled: true },
  { key: 'details', textValue: 'Details' },
  { key: 'rename', textValue: 'Rename' },
];

describe('typeaheadMatch', () => {
  it('on a letter, moves to the first option starting with it after the current one', () => {
    expect(typeaheadMatch(items, 'r', 'download')).toBe('rename');
    expect(typeaheadMatch(items, 'd', null)).toBe('download');
  });

  it('on the same letter typed again, moves on to the next option starting with it', () => {
    expect(typeaheadMatch(items, 'd', 'download')).toBe('delete');
    expect(typeaheadMatch(items, 'dd', 'delete')).toBe('details');
  });

  it('wraps round to the first match after the last one', () => {
    expect(typeaheadMatch(items, 'ddd', 'details')).toBe('download');
  });

  it('skips disabled options', () => {
    expect(typeaheadMatch(items, 'f', 'download')).toBeNull();
  });

  it('matches several letters as a prefix, keeping the current option when it still matches', () => {
    expect(typeaheadMatch(items, 'de', 'download')).toBe('delete');
    expect(typeaheadMatch(items, 'del', 'delete')).toBe('delete');
    expect(typeaheadMatch(items, 'DET', null)).toBe('details');
  });

  it('returns null when nothing matches', () => {
    expect(typeaheadMatch(items, 'x', 'download')).toBeNull();
    expect(typeaheadMatch(items, '', 'download')).toBeNull();
  });
});
