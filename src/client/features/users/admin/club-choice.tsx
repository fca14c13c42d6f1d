import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Club } from '@/shared/schemas/club';
import styles from './club-choice.module.css';

interface ClubChoiceProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  clubs: readonly Pick<Club, 'id' | 'name'>[];
}

/**
 * The clubs an organiser runs, chosen several at once: a React Aria checkbox group (one tab stop per
 * box, the group named by its label and described by its error), bound to a react-hook-form list of ids.
 */
export function ClubChoice<Values extends FieldValues, Output>({ control, name, label, clubs }: ClubChoiceProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const selected = ((field.value as number[] | undefined) ?? []).map(String);
  return (
    <CheckboxGroup
      className={styles.group}
      value={selected}
      onChange={(values) => field.onChange(values.map(Number))}
      isInvalid={Boolean(fieldState.error)}
      validationBehavior="aria"
    >
      <Label className={styles.legend}>{label}</Label>
      <div className={styles.options}>
        {clubs.map((club) => (
          <Checkbox key={club.id} value={String(club.id)} className={styles.option}>
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? '✓' : ''}
                </span>
                {club.name}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldError className={styles.error}>{fieldState.error?.message}</FieldError>
    </CheckboxGroup>
  );
}
