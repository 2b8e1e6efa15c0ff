import { styled } from 'styled-components';

export const WizardRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
`;

export const StepTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  &:focus {
    outline: none;
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

export const ReviewGroupTitle = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.md};
`;

export const ReviewSubgroupTitle = styled.h4`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
