import type { FieldValues } from 'react-hook-form';
import { FileUpload, type FileUploadProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

type FileUploadOwnProps = Omit<FileUploadProps, BoundProp | 'onFileChange'>;

export type FormFileUploadProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, File>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & FileUploadOwnProps;

/**
 * A `FileUpload` bound to a `File` of the form; a file of another type sets `null`. The field shows
 * the name of the file it chose itself, so a reset of the form does not clear that name.
 */
export const FormFileUpload = bindField<FileUploadProps, File, FileUploadOwnProps>(FileUpload, (own, field) => ({
  ...own,
  ...stateProps(own, field),
  name: field.name,
  onFileChange: (file) => {
    field.onChange(file);
    field.onBlur();
  },
}));
