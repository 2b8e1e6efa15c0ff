import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { safeUrl } from './safeUrl.js';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  min-width: 0;
`;

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 0 auto;
  }
  object {
    display: block;
    width: 100%;
    border: 0;
  }
`;

const Fallback = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.text};
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Address = styled.span`
  overflow-wrap: anywhere;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export type FilePreviewKind = 'image' | 'pdf';

/** Whether a MIME type or file name is previewed as an image, a PDF, or not at all. */
export function previewKindOf(typeOrName: string): FilePreviewKind | null {
  const value = typeOrName.toLowerCase().trim();
  if (value === 'application/pdf' || value.endsWith('.pdf')) return 'pdf';
  if (value.startsWith('image/') || /\.(png|jpe?g|gif|webp|svg|avif)$/.test(value)) return 'image';
  return null;
}

export interface FilePreviewProps {
  /**
   * Address of the file: an `https:` or `blob:` URL, or a `data:image/…` URL for an image. Any other
   * address (`javascript:`, `http:`, relative) is not loaded: the text alternative and the address show
   * as plain text.
   */
  src: string;
  /** `image` or `pdf`. */
  kind: FilePreviewKind;
  /**
   * Text alternative: the image's `alt`, the PDF's accessible name, and the text shown where the
   * PDF cannot be displayed. Describe what the file shows ("Receipt from Blue Bottle, $14.50").
   */
  alt: string;
  /** Visible caption under the preview (e.g. the file name). */
  caption?: ReactNode;
  /** Height of a PDF preview in px. Default 480. */
  pdfHeight?: number;
  /** Link text of the fallback when a PDF cannot be displayed. Default "Open the PDF". */
  openLabel?: string;
  className?: string;
}

/** Shows an image or a PDF with a text alternative and an optional caption. */
export function FilePreview({
  src,
  kind,
  alt,
  caption,
  pdfHeight = 480,
  openLabel = 'Open the PDF',
  className,
}: FilePreviewProps) {
  const address = safeUrl(src, kind === 'image' ? 'image' : 'link');
  return (
    <Figure className={className}>
      <Frame>
        {address === null ? (
          <Fallback>
            {alt}: <Address>{src}</Address>
          </Fallback>
        ) : kind === 'image' ? (
          <img src={address} alt={alt} />
        ) : (
          <object data={address} type="application/pdf" title={alt} aria-label={alt} height={pdfHeight}>
            <Fallback>
              {alt}.{' '}
              <a href={address} target="_blank" rel="noopener noreferrer">
                {openLabel}
              </a>
            </Fallback>
          </object>
        )}
      </Frame>
      {caption != null && <Caption>{caption}</Caption>}
    </Figure>
  );
}
