import type { FocusEventHandler, ReactNode, Ref } from 'react';
import { Field, inputClassName } from './field';
import styles from './select.module.css';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V | null;
  options: readonly SelectOption<V>[];
  onValueChange: (value: V | null) => void;
  /** Text of the empty choice; without it the select always holds one of the options. */
  placeholder?: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** For react-hook-form's useController: field.name, field.onBlur and field.ref. */
  name?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select (the phone's own picker, best on a phone), typed by its values: numbers come
 * back as numbers. With react-hook-form, bind it through useController (see field.tsx).
 */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onValueChange,
  placeholder,
  error,
  hint,
  required,
  disabled,
  className,
  name,
  onBlur,
  ref,
}: SelectFieldProps<V>) {
  const byKey = new Map(options.map((option) => [String(option.value), option.value]));
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select
          ref={ref}
          name={name}
          className={`${inputClassName} ${styles.select}`}
          onBlur={onBlur}
          value={value === null ? '' : String(value)}
          disabled={disabled}
          onChange={(event) => onValueChange(byKey.get(event.target.value) ?? null)}
          {...control}
        >
          {placeholder !== undefined || value === null ? <option value="">{placeholder ?? ''}</option> : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
