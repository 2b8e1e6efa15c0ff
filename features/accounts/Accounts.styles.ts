import { styled } from 'styled-components';

/** The balances strip: one card per currency, scrolling sideways when they do not fit. */
export const StripList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  & > li {
    flex: 0 0 auto;
    min-width: 180px;
  }
`;

export const TabBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block-start: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const TileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const BalanceCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  max-width: 360px;
  & > span:first-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > strong {
    font-size: ${({ theme }) => theme.typography.size.xl};
    overflow-wrap: anywhere;
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DetailCard = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  & dl {
    display: grid;
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;
