import type { FieldValues } from 'react-hook-form';
import { FileUpload, type FileUploadProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { FieldAnchor } from './FieldAnchor.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormFileUploadProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, File>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<FileUploadProps, BoundProp | 'onFileChange'>;

/** The button that opens the file chooser (the file input itself is hidden from the keyboard). */
function chooseFileButton(anchor: HTMLElement): HTMLElement | null {
  return anchor.querySelector<HTMLElement>('button:not(:disabled)');
}

/**
 * A `FileUpload` bound to a `File` of the form; a file of another type sets `null`. The field shows
 * the name of the file it chose itself, so a reset of the form does not clear that name.
 */
export function FormFileUpload<TValues extends FieldValues, TName extends PathOf<TValues, File>, TOut = TValues>({
  control,
  name,
  ...props
}: FormFileUploadProps<TValues, TName, TOut>) {
  const field = useFieldBinding(control, name);
  return (
    <FieldAnchor anchorRef={field.anchorRef} target={chooseFileButton}>
      <FileUpload
        {...props}
        name={field.name}
        onFileChange={(file) => {
          field.onChange(file);
          field.onBlur();
        }}
        isDisabled={props.isDisabled || field.isDisabled}
        isInvalid={field.isInvalid}
        errorMessage={field.errorMessage}
      />
    </FieldAnchor>
  );
}
