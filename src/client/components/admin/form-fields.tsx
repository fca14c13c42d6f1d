import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from '@/client/components/ui/field';
import { SelectField, type SelectFieldProps } from '@/client/components/ui/select';

/** What every bound field takes: the form's control and the name of its value. */
interface Bound<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
}

/** A TextField bound to a react-hook-form value; its error is the schema's message for it. */
export function FormTextField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return <TextField {...props} name={field.name} value={field.value ?? ''} onValueChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />;
}

/** A whole number typed on a phone's number pad: the box keeps only its digits (the schema reads the text). */
export function FormWholeNumberField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextFieldProps, 'value' | 'onValueChange' | 'error' | 'name' | 'inputMode'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      inputMode="numeric"
      value={field.value ?? ''}
      onValueChange={(value) => field.onChange(value.replace(/\D/g, ''))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormTextAreaField<Values extends FieldValues, Output>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<TextAreaFieldProps, 'value' | 'onValueChange' | 'error' | 'name'>) {
  const { field, fieldState } = useController({ control, name });
  return <TextAreaField {...props} name={field.name} value={field.value ?? ''} onValueChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />;
}

export function FormSelectField<Values extends FieldValues, Output, V extends string | number>({
  control,
  name,
  ...props
}: Bound<Values, Output> & Omit<SelectFieldProps<V>, 'value' | 'onValueChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return <SelectField<V> {...props} value={field.value ?? null} onValueChange={field.onChange} error={fieldState.error?.message} />;
}
