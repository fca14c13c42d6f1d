import { Controller, useWatch, type Control } from 'react-hook-form';
import { SearchPicker } from '@/client/components/ui/search-picker';
import { FormTextField } from '@/client/components/admin/form-fields';
import { searchPlayers } from './api';
import type { TeamFormOutput, TeamFormValues } from './team-form';
import { t } from '@/client/i18n/i18n';

interface TeamFormFieldsProps {
  control: Control<TeamFormValues, unknown, TeamFormOutput>;
}

/** Two player pickers; each leaves out the player chosen in the other (docs/rules.md, "Players and teams"). */
export function TeamFormFields({ control }: TeamFormFieldsProps) {
  const [player1, player2] = useWatch({ control, name: ['player1', 'player2'] });
  return (
    <>
      <Controller
        control={control}
        name="player1"
        render={({ field, fieldState }) => (
          <SearchPicker
            label={t('admin.field.player1')}
            required
            selected={field.value}
            onSelect={field.onChange}
            search={searchPlayers}
            excludeIds={player2 ? [player2.id] : []}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="player2"
        render={({ field, fieldState, formState }) => (
          <SearchPicker
            label={t('admin.field.player2')}
            required
            selected={field.value}
            onSelect={field.onChange}
            search={searchPlayers}
            excludeIds={player1 ? [player1.id] : []}
            // The shared rule "two different players" names the API's field, player2Id.
            error={fieldState.error?.message ?? (formState.errors as { player2Id?: { message?: string } }).player2Id?.message}
          />
        )}
      />
      <FormTextField
        control={control}
        name="name"
        label={t('admin.teams.nameOptional')}
        autoComplete="off"
        hint={t('admin.teams.nameHint')}
      />
    </>
  );
}
