import { useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { useId, useProgressBar, VisuallyHidden } from 'react-aria';
import { ExternalLink, FileText } from 'lucide-react';
import { Button } from '../Button/Button.js';
import { announce } from '../internal/announce.js';
import { FieldDescription, FieldError, FieldLabel, FieldRoot, RequiredMark } from '../internal/field.styles.js';
import { acceptedFile } from './acceptFile.js';
import { safeUrl } from '../FilePreview/safeUrl.js';
import {
  ChosenFile,
  CurrentFileLine,
  CurrentFileLink,
  DropZone,
  HiddenInput,
  ProgressFill,
  ProgressRow,
  ProgressTrack,
} from './FileUpload.styles.js';

/** A file already stored on the server. */
export interface CurrentFile {
  /** File name shown as the link text. */
  name: string;
  /** Where the file opens (in a new tab); only https: and blob: addresses become a link. */
  href: string;
}

export interface FileUploadProps {
  /** Visible label of the field. */
  label: ReactNode;
  /**
   * Accepted types as in the HTML `accept` attribute: MIME types, `image/*`, `.pdf`. Empty accepts all.
   * PDFs and images are judged by their content, never by name or declared type, and handed to
   * `onFileChange` typed as what they hold (see `acceptedFile`).
   */
  accept?: readonly string[];
  /** Called with the chosen file (re-typed by its content), or `null` when a file of another type was rejected. */
  onFileChange?: (file: File | null) => void;
  /** Shown (and announced) when a chosen or dropped file is not of an accepted type. */
  rejectMessage?: ReactNode;
  /**
   * The largest file taken, in bytes. A larger file is refused with `tooLargeMessage` before it is
   * read or handed on, so no upload of it starts. Unset: any size.
   */
  maxSize?: number;
  /** Shown (and announced) when a chosen or dropped file is larger than `maxSize`. Default "This file is too large". */
  tooLargeMessage?: ReactNode;
  /** Hint under the label, e.g. "PDF or PNG, up to 10 MB". */
  description?: ReactNode;
  /** A file must be given: the label shows the required mark every field shows, the file input `aria-required`. */
  isRequired?: boolean;
  /** An error from outside (e.g. the upload failed); shown when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Marks the field invalid and shows `errorMessage`. */
  isInvalid?: boolean;
  /** Upload progress 0–100; shows a progress bar while set. */
  progress?: number;
  /** The file already on record; shown as a link that opens in a new tab. */
  currentFile?: CurrentFile;
  /**
   * The texts the field shows or announces, each with an English default. The messages of a refused file
   * stay beside the rule they explain (`rejectMessage` with `accept`, `tooLargeMessage` with `maxSize`).
   */
  labels?: Partial<FileUploadLabels>;
  /** Name of the hidden file input, for native forms. */
  name?: string;
  isDisabled?: boolean;
  className?: string;
  /** Given the button that opens the file chooser (the keyboard's way in), so a form can focus the field. */
  ref?: Ref<HTMLButtonElement>;
}

/** The texts of a FileUpload besides its label, description and messages. */
export interface FileUploadLabels {
  /** The button that opens the file chooser. Default "Choose file". */
  chooseFile: string;
  /** Text in the drop zone next to the button. Default "or drop a file here". */
  dropHint: ReactNode;
  /** Label of the progress bar. Default "Uploading". */
  uploading: string;
  /** Text before the current file's link. Default "Current file:". */
  currentFile: ReactNode;
  /** Hidden hint appended to the current file's link for screen readers. Default "(opens in a new tab)". */
  opensInNewTab: string;
  /** Announced after a file is chosen; receives its name. Default `<name> selected`. */
  selected: (name: string) => string;
}

const defaultLabels: FileUploadLabels = {
  chooseFile: 'Choose file',
  dropHint: 'or drop a file here',
  uploading: 'Uploading',
  currentFile: 'Current file:',
  opensInNewTab: '(opens in a new tab)',
  selected: (name) => `${name} selected`,
};

/**
 * Single-file upload: a button that opens the file chooser (the keyboard path) inside a drop zone
 * for pointer users. Files of other types are rejected with `rejectMessage`, files over `maxSize` with
 * `tooLargeMessage`. Shows the chosen file name, optional progress, and the current file as a link
 * opening in a new tab.
 */
export function FileUpload({
  label,
  accept = [],
  onFileChange,
  rejectMessage = 'This file type is not accepted',
  maxSize,
  tooLargeMessage = 'This file is too large',
  description,
  isRequired = false,
  errorMessage,
  isInvalid = false,
  progress,
  currentFile,
  labels,
  name,
  isDisabled = false,
  className,
  ref,
}: FileUploadProps) {
  const texts = { ...defaultLabels, ...labels };
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  /** Why the last chosen file was refused (its type or its size), or null. */
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [isDropTarget, setDropTarget] = useState(false);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const chosenId = useId();
  const buttonId = useId();

  // The latest choice: a slower read of an earlier file must not overwrite it.
  const latestChoice = useRef(0);
  const take = async (chosenFile: File | undefined) => {
    if (!chosenFile) return;
    const choice = ++latestChoice.current;
    const refuse = (message: ReactNode) => {
      setRefusal(message);
      setChosen(null);
      if (inputRef.current) inputRef.current.value = '';
      onFileChange?.(null);
      if (typeof message === 'string') announce(message, 'assertive');
    };
    if (maxSize !== undefined && chosenFile.size > maxSize) {
      refuse(tooLargeMessage);
      return;
    }
    const file = await acceptedFile(chosenFile, accept).catch(() => null);
    if (choice !== latestChoice.current) return;
    if (!file) {
      refuse(rejectMessage);
      return;
    }
    setRefusal(null);
    setChosen(file.name);
    onFileChange?.(file);
    announce(texts.selected(file.name), 'polite');
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDropTarget(false);
    if (isDisabled) return;
    void take(event.dataTransfer.files[0]);
  };

  const rejected = refusal !== null;
  const showError = rejected || isInvalid;
  const describedBy = [description != null ? descriptionId : null, chosen ? chosenId : null, showError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  // A server address opens only when it is https: or blob:; anything else shows the name as text.
  const currentFileHref = currentFile ? safeUrl(currentFile.href, 'link') : null;

  return (
    <FieldRoot className={className} data-disabled={isDisabled || undefined}>
      <FieldLabel as="span" id={labelId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {description != null && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
      {currentFile && (
        <CurrentFileLine>
          <span>{texts.currentFile}</span>
          {currentFileHref ? (
            <CurrentFileLink href={currentFileHref} target="_blank" rel="noopener noreferrer">
              {currentFile.name}
              <VisuallyHidden> {texts.opensInNewTab}</VisuallyHidden>
              <ExternalLink aria-hidden="true" size={14} />
            </CurrentFileLink>
          ) : (
            <span>{currentFile.name}</span>
          )}
        </CurrentFileLine>
      )}
      <DropZone
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setDropTarget(true);
        }}
        onDragLeave={() => setDropTarget(false)}
        onDrop={onDrop}
        data-drop-target={isDropTarget || undefined}
        data-invalid={showError || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Button
          ref={ref}
          variant="secondary"
          size="sm"
          isDisabled={isDisabled}
          id={buttonId}
          aria-labelledby={`${buttonId} ${labelId}`}
          aria-describedby={describedBy || undefined}
          onPress={() => inputRef.current?.click()}
        >
          {texts.chooseFile}
        </Button>
        <span aria-hidden="true">{texts.dropHint}</span>
        <HiddenInput
          ref={inputRef}
          type="file"
          name={name}
          tabIndex={-1}
          aria-hidden="true"
          aria-required={isRequired || undefined}
          accept={accept.join(',') || undefined}
          disabled={isDisabled}
          onChange={(event) => void take(event.target.files?.[0])}
        />
      </DropZone>
      {chosen && (
        <ChosenFile id={chosenId}>
          <FileText aria-hidden="true" size={16} />
          <span>{chosen}</span>
        </ChosenFile>
      )}
      {progress != null && <UploadProgress value={progress} label={texts.uploading} />}
      {showError && <FieldError id={errorId}>{rejected ? refusal : errorMessage}</FieldError>}
    </FieldRoot>
  );
}

function UploadProgress({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  const { progressBarProps, labelProps } = useProgressBar({ value: clamped, label, minValue: 0, maxValue: 100 });
  return (
    <ProgressRow {...progressBarProps}>
      <span {...labelProps}>
        {label} {progressBarProps['aria-valuetext']}
      </span>
      <ProgressTrack>
        <ProgressFill style={{ width: `${clamped}%` }} />
      </ProgressTrack>
    </ProgressRow>
  );
}
