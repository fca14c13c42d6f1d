import { z } from 'zod';
import { teamInput, type Team } from '@/shared/schemas/team';
import { fullName } from '@/shared/domain/team-name';
import { pickedOption, sharedInput } from '@/client/components/admin/form-rules';
import { t } from '@/client/i18n/i18n';

/**
 * Two picked players and an optional name, turned into the shared team input and checked by its
 * rules (two different players; a blank name goes by the players' names).
 */
export const teamFormSchema = z
  .object({
    player1: pickedOption(() => t('admin.teams.player1Required')),
    player2: pickedOption(() => t('admin.teams.player2Required')),
    name: z.string(),
  })
  .transform(({ player1, player2, name }) => ({ player1Id: player1.id, player2Id: player2.id, name }))
  // The shared rule says the same in English; the form says it in the screen's language.
  .refine(({ player1Id, player2Id }) => player1Id !== player2Id, { error: () => t('admin.teams.samePlayer'), path: ['player2Id'] })
  .pipe(sharedInput<{ player1Id: number; player2Id: number; name: string }, typeof teamInput>(teamInput));

/** The pickers' choices and the name as typed (optional: without it the team goes by its players' names). */
export type TeamFormValues = z.input<typeof teamFormSchema>;
export type TeamFormOutput = z.output<typeof teamFormSchema>;

export const emptyTeam = (): TeamFormValues => ({ player1: null, player2: null, name: '' });
export const teamToForm = (team: Team): TeamFormValues => ({
  player1: { id: team.player1.id, label: fullName(team.player1) },
  player2: { id: team.player2.id, label: fullName(team.player2) },
  name: team.customName ?? '',
});
