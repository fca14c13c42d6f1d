import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styles from './field.module.css';

/**
 * Form fields: a label, the control, a hint and an error, wired for screen readers (the control
 * is aria-describedby its hint and error, aria-invalid while in error).
 *
 * With react-hook-form, either spread `register()` (uncontrolled: its ref, name, onChange and
 * onBlur reach the <input>):
 *   <TextField label="Name" required error={errors.name?.message} {...register('name')} />
 * or bind a controlled value (SelectField and SearchPicker need this: their values are typed):
 *   const { field, fieldState } = useController({ control, name: 'name' });
 *   <TextField label="Name" value={field.value} onValueChange={field.onChange} onBlur={field.onBlur}
 *     ref={field.ref} error={fieldState.error?.message} />
 * The error text is shown as given: pass the shared zod schema's message.
 */

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  /** The validation message, shown under the control and tied to it by aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The class of a text-like control (input, select, textarea), for controls built by callers. */
export const inputClassName = styles.input;

/** A labelled form control with its hint and error wired up for screen readers. */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, error ? styles.invalid : null, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The label, hint and error of a field; the rest goes to the control (register() output too). */
interface FieldOwnProps {
  label: string;
  /** Controlled value; leave it out for an uncontrolled control (register()). */
  value?: string;
  /** The new text on each change; register()'s onChange may be given as well (or instead). */
  onValueChange?: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

export type TextFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'value'>;

export function TextField({ label, value, onValueChange, onChange, error, hint, required, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          className={styles.input}
          value={value}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...control}
          {...input}
        />
      )}
    </Field>
  );
}

export type TextAreaFieldProps = FieldOwnProps & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'value'>;

export function TextAreaField({ label, value, onValueChange, onChange, error, hint, required, className, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea
          className={`${styles.input} ${styles.textarea}`}
          value={value}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          rows={3}
          {...control}
          {...textarea}
        />
      )}
    </Field>
  );
}
