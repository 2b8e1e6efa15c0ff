import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { safeUrl } from './safeUrl.js';
import { usePreviewedFile, type FileLoader } from './usePreviewedFile.js';

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

export interface FilePreviewProps {
  /**
   * The file's bytes, when the caller holds them (a file just chosen, a download). Give `file`, or
   * `src` with `load`.
   */
  file?: Blob;
  /**
   * Address of the file: an `https:` or `blob:` URL, `http:` on the machine itself (a local server),
   * or a `data:image/…` URL, loaded through `load`. Any other address (`javascript:`, other `http:`,
   * relative) is not loaded: the text alternative and the address show as plain text.
   */
  src?: string;
  /**
   * Loads `src`, once checked, through the caller's HTTP client (the preview fetches nothing itself):
   * called once per address, its signal aborted when the address changes. Without it an address is
   * shown as a file that could not be loaded.
   */
  load?: FileLoader;
  /**
   * Text alternative: the image's `alt`, the PDF's accessible name, and the text shown where the
   * file cannot be displayed. Describe what the file shows ("Receipt from Blue Bottle, $14.50").
   */
  alt: string;
  /** Visible caption under the preview (e.g. the file name). */
  caption?: ReactNode;
  /** Height of a PDF preview in px. Default 480. */
  pdfHeight?: number;
  /** Link text of the fallback when a PDF cannot be displayed. Default "Open the PDF". */
  openLabel?: string;
  /** Shown after `alt` when the file is neither a PDF nor an image. Default "This file cannot be previewed." */
  unsupportedText?: string;
  /** Shown after `alt` when the file cannot be loaded. Default "The file could not be loaded." */
  unavailableText?: string;
  className?: string;
}

/**
 * The PDF in the browser's viewer, marked `data-loading` until the viewer has loaded it: the viewer draws
 * in a process of its own, so a screenshot or a test waiting for the page to settle waits for it too.
 */
function EmbeddedPdf({ url, alt, height, openLabel }: { url: string; alt: string; height: number; openLabel: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <object
      data={url}
      type="application/pdf"
      title={alt}
      aria-label={alt}
      height={height}
      data-loading={loaded ? undefined : ''}
      onLoad={() => setLoaded(true)}
    >
      <Fallback>
        {alt}.{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {openLabel}
        </a>
      </Fallback>
    </object>
  );
}

/**
 * Shows an image or a PDF with a text alternative and an optional caption. What the file is comes
 * from its bytes, never from its name or the type it was served with: a PDF is embedded as
 * `application/pdf` (the browser's PDF viewer, never a page), an image as an `<img>` (where no script
 * runs), and anything else is not shown — an HTML page called `receipt.pdf` runs nothing.
 */
export function FilePreview({
  file,
  src,
  load,
  alt,
  caption,
  pdfHeight = 480,
  openLabel = 'Open the PDF',
  unsupportedText = 'This file cannot be previewed.',
  unavailableText = 'The file could not be loaded.',
  className,
}: FilePreviewProps) {
  const address = src === undefined ? null : safeUrl(src, 'image');
  const previewed = usePreviewedFile(file ?? address, load);
  const refused = src !== undefined && address === null;
  return (
    <Figure className={className}>
      <Frame aria-busy={!refused && previewed.status === 'loading'}>
        {refused ? (
          <Fallback>
            {alt}: <Address>{src}</Address>
          </Fallback>
        ) : previewed.status === 'unsupported' ? (
          <Fallback>{`${alt}: ${unsupportedText}`}</Fallback>
        ) : previewed.status === 'unavailable' ? (
          <Fallback>{`${alt}: ${unavailableText}`}</Fallback>
        ) : previewed.status === 'loading' ? null : previewed.as === 'image' ? (
          <img src={previewed.url} alt={alt} />
        ) : (
          <EmbeddedPdf key={previewed.url} url={previewed.url} alt={alt} height={pdfHeight} openLabel={openLabel} />
        )}
      </Frame>
      {caption != null && <Caption>{caption}</Caption>}
    </Figure>
  );
}
