import { TextField } from '../../../components/ui/field';
import { SearchPicker } from '../../../components/ui/search-picker';
import type { FormErrors } from '../shared/use-entity-editor';
import { searchPlayers } from './api';
import type { TeamFormValues } from './team-form';

interface TeamFormFieldsProps {
  values: TeamFormValues;
  errors: FormErrors<TeamFormValues>;
  setField: <K extends keyof TeamFormValues>(key: K, value: TeamFormValues[K]) => void;
}

/** Two player pickers; each leaves out the player chosen in the other (SPEC.md §5). */
export function TeamFormFields({ values, errors, setField }: TeamFormFieldsProps) {
  return (
    <>
      <SearchPicker
        label="Player 1"
        required
        selected={values.player1}
        onSelect={(option) => setField('player1', option)}
        search={searchPlayers}
        excludeIds={values.player2 ? [values.player2.id] : []}
        error={errors.player1}
      />
      <SearchPicker
        label="Player 2"
        required
        selected={values.player2}
        onSelect={(option) => setField('player2', option)}
        search={searchPlayers}
        excludeIds={values.player1 ? [values.player1.id] : []}
        error={errors.player2}
      />
      <TextField
        label="Team name (optional)"
        autoComplete="off"
        hint="Left empty, the team goes by its players' names."
        value={values.name}
        onValueChange={(value) => setField('name', value)}
      />
    </>
  );
}
