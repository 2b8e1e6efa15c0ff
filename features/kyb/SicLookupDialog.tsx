import { useEffect, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog, SearchField, Select, Spinner, Stack } from 'spend-ui';
import {
  loadSicCatalogue,
  sicDivisionNames,
  sicEntries,
  sicEntriesOf,
  sicGroupsOf,
  type SicCatalogue,
  type SicEntry,
  type SicIndustryGroup,
} from './sic.js';
import { searchSic, sicSearchIndex } from './sicSearch.js';
import {
  SIC_DIVISION_LABEL,
  SIC_LOOKUP_BACK,
  SIC_LOOKUP_CLOSE,
  SIC_LOOKUP_TITLE,
  SIC_SEARCH_LABEL,
  sicSearchResultCount,
} from './messages.js';

export interface SicLookupDialogProps {
  /** Called with the entry picked ("code - title"); the dialog then closes. */
  onPick: (label: string) => void;
  onClose: () => void;
}

/** How many search results are listed at once (the count says how many there are). */
const SHOWN_RESULTS = 50;

const ChoiceList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  & button {
    justify-content: flex-start;
    text-align: start;
    width: 100%;
    height: auto;
    white-space: normal;
  }
`;

const GroupHeading = styled.h3`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

function EntryList({ entries, onPick }: { entries: readonly SicEntry[]; onPick: (label: string) => void }) {
  return (
    <ChoiceList>
      {entries.map((entry) => (
        <li key={entry.code}>
          <Button variant="ghost" onPress={() => onPick(entry.label)}>
            {entry.label}
          </Button>
        </li>
      ))}
    </ChoiceList>
  );
}

function Lookup({ catalogue, onPick }: { catalogue: SicCatalogue; onPick: (label: string) => void }) {
  const divisions = useMemo(() => sicDivisionNames(catalogue).map((name) => ({ name })), [catalogue]);
  const index = useMemo(() => sicSearchIndex(sicEntries(catalogue)), [catalogue]);
  const [division, setDivision] = useState<string | null>(null);
  const [group, setGroup] = useState<SicIndustryGroup | null>(null);
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchSic(index, query), [index, query]);

  if (group) {
    return (
      <Stack>
        <div>
          <Button variant="secondary" onPress={() => setGroup(null)}>
            {SIC_LOOKUP_BACK}
          </Button>
        </div>
        <GroupHeading as="h3">{group.label}</GroupHeading>
        <EntryList entries={sicEntriesOf(catalogue, group.code)} onPick={onPick} />
      </Stack>
    );
  }

  return (
    <Stack>
      <SearchField label={SIC_SEARCH_LABEL} value={query} onChange={setQuery} />
      {query.trim() !== '' && (
        <>
          <Status role="status">{sicSearchResultCount(found.length)}</Status>
          <EntryList entries={found.slice(0, SHOWN_RESULTS)} onPick={onPick} />
        </>
      )}
      {query.trim() === '' && (
        <>
          <Select
            label={SIC_DIVISION_LABEL}
            items={divisions}
            getKey={(option) => option.name}
            getTextValue={(option) => option.name}
            selectedKey={division}
            onSelectionChange={(key) => setDivision(key === null ? null : String(key))}
          />
          {division !== null &&
            sicGroupsOf(catalogue, division).map((major) => (
              <section key={major.code} aria-label={`${major.code} - ${major.title}`}>
                <GroupHeading>{`${major.code} - ${major.title}`}</GroupHeading>
                <ChoiceList>
                  {major.industry_groups.map((industryGroup) => (
                    <li key={industryGroup.code}>
                      <Button variant="ghost" onPress={() => setGroup(industryGroup)}>
                        {industryGroup.label}
                      </Button>
                    </li>
                  ))}
                </ChoiceList>
              </section>
            ))}
        </>
      )}
    </Stack>
  );
}

/**
 * "SIC Codes Lookup - Standard Industrial Classification" (kyb-onboarding.md §2.2): level one a
 * division dropdown and its groups, level two a group's entries as "code - title"; Back returns to
 * level one, Close dismisses; full screen on small screens. Beyond the spec, a search over every entry
 * by code or words of the title, its count announced. The catalogue loads when the dialog opens.
 */
export function SicLookupDialog({ onPick, onClose }: SicLookupDialogProps) {
  const [catalogue, setCatalogue] = useState<SicCatalogue | null>(null);
  useEffect(() => {
    let current = true;
    void loadSicCatalogue().then((loaded) => {
      if (current) setCatalogue(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return (
    <Dialog
      isOpen
      variant="responsive"
      size="lg"
      title={SIC_LOOKUP_TITLE}
      labels={{ close: SIC_LOOKUP_CLOSE }}
      isDismissable
      onOpenChange={(open) => !open && onClose()}
    >
      {catalogue ? (
        <Lookup
          catalogue={catalogue}
          onPick={(label) => {
            onPick(label);
            onClose();
          }}
        />
      ) : (
        <Spinner label={SIC_LOOKUP_TITLE} />
      )}
    </Dialog>
  );
}
