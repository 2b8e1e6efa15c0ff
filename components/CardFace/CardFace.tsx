import type { CSSProperties } from 'react';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/Button.js';
import { useCopyButton } from '../CopyButton/useCopyButton.js';
import { StrokeGlyph } from '../internal/StrokeGlyph.js';
import {
  BrandMark,
  Caption,
  CardBottomRow,
  CardCopyButton,
  CardFaceRoot,
  CardLayout,
  CardName,
  CardNumberText,
  CardSurface,
  CardTopRow,
  FieldStack,
  Holder,
  NumberRow,
  SmallField,
  StatusBadge,
  StatusOverlay,
  UsageBadge,
} from './CardFace.styles.js';
import {
  detectCardBrand,
  groupCardNumber,
  lastFourDigits,
  maskCardNumber,
  parseExpiry,
  type CardBrand,
} from './cardNumber.js';

/** A card detail that can be copied. */
export type CardField = 'number' | 'expiry' | 'cvv';

/** Every text the card face shows or speaks; English defaults. */
export interface CardFaceLabels {
  /** Text of the reveal toggle (the same in both states; `aria-pressed` tells which). */
  reveal: string;
  copyNumber: string;
  copyExpiry: string;
  copyCvv: string;
  /** Caption of the expiry date. */
  expires: string;
  /** Caption of the security code. */
  cvv: string;
  /** Spoken when the CVV is masked. */
  cvvHidden: string;
  /** Spoken for the masked number. */
  numberEnding: (lastFour: string) => string;
  /** Spoken for the revealed number. */
  numberRevealed: (grouped: string) => string;
  /** The card's text alternative (never the full number). */
  cardSummary: (details: { cardName: string; lastFour: string; status?: string; usage?: string }) => string;
}

const defaultLabels: CardFaceLabels = {
  reveal: 'Show card details',
  copyNumber: 'Copy card number',
  copyExpiry: 'Copy expiry date',
  copyCvv: 'Copy CVV',
  expires: 'Expires',
  cvv: 'CVV',
  cvvHidden: 'CVV hidden',
  numberEnding: (lastFour) => `Card number ending ${lastFour}`,
  numberRevealed: (grouped) => `Card number ${grouped}`,
  cardSummary: ({ cardName, lastFour, status, usage }) =>
    [`${cardName}, card ending ${lastFour}`, usage, status].filter(Boolean).join(', '),
};

export interface CardFaceProps {
  /** Name of the card ("Marketing travel"). */
  cardName: string;
  /** Name of the cardholder. */
  holderName: string;
  /** Card number (spaces allowed). Only its last four digits show until revealed. */
  number: string;
  /** Expiry as an ISO-style date starting `YYYY-MM` ("2028-04-30"); shown as MM/YY. */
  expiry: string;
  /** Security code; masked until revealed. */
  cvv: string;
  /** Network, for digit grouping; detected from the number when omitted. */
  brand?: CardBrand;
  /** State shown over the card, such as "Blocked" or "Expired". */
  statusLabel?: string;
  /** Usage shown on the card, such as "Single-use Burner" or "Multi-use". */
  usageLabel?: string;
  /** Whether number and CVV are shown (controlled). */
  isRevealed?: boolean;
  /** Whether number and CVV are shown at first (uncontrolled). Default false. */
  defaultRevealed?: boolean;
  /** Called when the user toggles the reveal. */
  onRevealChange?: (isRevealed: boolean) => void;
  /** Called after a detail was put on the clipboard, e.g. to show "Copied to clipboard". */
  onCopied?: (field: CardField, value: string) => void;
  /** Called when the clipboard refused a copy. */
  onCopyError?: (field: CardField, error: unknown) => void;
  /** Texts; English defaults. */
  labels?: Partial<CardFaceLabels>;
  /** Largest width of the card (CSS length); it scales down to its container. Default 400px. */
  maxWidth?: string;
  className?: string;
}

// lucide's copy and check shapes, drawn inline to keep the import small.
const copyIcon = (
  <StrokeGlyph size={16}>
    <rect width="14" height="14" x="8" y="8" rx="2" ry="2" />
    <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
  </StrokeGlyph>
);
const checkIcon = (
  <StrokeGlyph size={16}>
    <path d="M20 6 9 17l-5-5" />
  </StrokeGlyph>
);

interface CardCopyProps {
  value: string;
  label: string;
  onCopied: (value: string) => void;
  onCopyError: (error: unknown) => void;
}

/** An icon-only copy button for the dark card surface (CopyButton's behaviour, lighter markup). */
function CardCopy({ value, label, onCopied, onCopyError }: CardCopyProps) {
  const { copy, isCopied } = useCopyButton({ value, onCopied, onCopyError });
  return (
    <CardCopyButton size="sm" variant="ghost" aria-label={label} onPress={() => void copy()}>
      {isCopied ? checkIcon : copyIcon}
    </CardCopyButton>
  );
}

/** The two overlapping circles of a Mastercard-style mark, drawn here (no trademark artwork). */
function Circles() {
  return (
    <BrandMark viewBox="0 0 56 34" aria-hidden="true" focusable="false">
      <circle cx="17" cy="17" r="16" fill="currentColor" opacity="0.55" />
      <circle cx="39" cy="17" r="16" fill="currentColor" opacity="0.8" />
    </BrandMark>
  );
}

/**
 * A payment card face: card name, holder, number, expiry (MM/YY) and CVV, masked until the user
 * presses an explicit reveal toggle, with a copy button for number, expiry and CVV. Its text
 * alternative says "card ending 1234" and never reads the full number unless revealed. It scales
 * to its container (aspect ratio and container units).
 */
export function CardFace({
  cardName,
  holderName,
  number,
  expiry,
  cvv,
  brand,
  statusLabel,
  usageLabel,
  isRevealed: isRevealedProp,
  defaultRevealed = false,
  onRevealChange,
  onCopied,
  onCopyError,
  labels: labelOverrides,
  maxWidth = '400px',
  className,
}: CardFaceProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [isRevealed, setRevealed] = useControlledState(isRevealedProp, defaultRevealed, onRevealChange);
  const cardBrand = brand ?? detectCardBrand(number);
  const lastFour = lastFourDigits(number);
  const grouped = groupCardNumber(number, cardBrand);
  const expiryText = parseExpiry(expiry) ?? '--/--';
  const summary = labels.cardSummary({ cardName, lastFour, status: statusLabel, usage: usageLabel });

  return (
    <CardFaceRoot className={className} style={{ '--card-face-max-width': maxWidth } as CSSProperties}>
      <CardSurface role="group" aria-label={summary} data-revealed={isRevealed || undefined}>
        <CardLayout>
          <CardTopRow>
            <CardName title={cardName}>{cardName}</CardName>
            {usageLabel && <UsageBadge>{usageLabel}</UsageBadge>}
          </CardTopRow>
          <NumberRow>
            <CardNumberText aria-hidden="true">
              {isRevealed ? grouped : maskCardNumber(number, cardBrand)}
            </CardNumberText>
            <VisuallyHidden elementType="span">
              {isRevealed ? labels.numberRevealed(grouped) : labels.numberEnding(lastFour)}
            </VisuallyHidden>
            <CardCopy
              value={grouped.replace(/ /g, '')}
              label={labels.copyNumber}
              onCopied={(value) => onCopied?.('number', value)}
              onCopyError={(error) => onCopyError?.('number', error)}
            />
          </NumberRow>
          <CardBottomRow>
            <SmallField>
              <FieldStack>
                <Caption>{labels.expires}</Caption>
                <span>{expiryText}</span>
              </FieldStack>
              <CardCopy
                value={expiryText}
                label={labels.copyExpiry}
                onCopied={(value) => onCopied?.('expiry', value)}
                onCopyError={(error) => onCopyError?.('expiry', error)}
              />
            </SmallField>
            <SmallField>
              <FieldStack>
                <Caption aria-hidden="true">{labels.cvv}</Caption>
                <span aria-hidden="true">{isRevealed ? cvv : '•'.repeat(Math.max(3, cvv.length))}</span>
                <VisuallyHidden elementType="span">
                  {isRevealed ? `${labels.cvv} ${cvv}` : labels.cvvHidden}
                </VisuallyHidden>
              </FieldStack>
              <CardCopy
                value={cvv}
                label={labels.copyCvv}
                onCopied={(value) => onCopied?.('cvv', value)}
                onCopyError={(error) => onCopyError?.('cvv', error)}
              />
            </SmallField>
          </CardBottomRow>
          <CardBottomRow>
            <Holder title={holderName}>{holderName}</Holder>
            <Circles />
          </CardBottomRow>
        </CardLayout>
        {statusLabel && (
          <StatusOverlay>
            <StatusBadge>{statusLabel}</StatusBadge>
          </StatusOverlay>
        )}
      </CardSurface>
      {/* A toggle button: the text stays the same and aria-pressed says whether details show. */}
      <Button size="sm" variant="secondary" aria-pressed={isRevealed} onPress={() => setRevealed(!isRevealed)}>
        {labels.reveal}
      </Button>
    </CardFaceRoot>
  );
}
