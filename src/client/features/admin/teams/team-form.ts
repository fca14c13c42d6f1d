import type { Team, TeamInput } from '../../../../shared/schemas/team';
import { fullName } from '../../../../shared/domain/team-name';
import type { PickerOption } from '../../../components/ui/search-picker';
import type { FormErrors } from '../shared/use-entity-editor';
import { teamMessages } from './messages';

export interface TeamFormValues {
  player1: PickerOption | null;
  player2: PickerOption | null;
  /** Optional: without it the team goes by its players' names. */
  name: string;
}

export const emptyTeam = (): TeamFormValues => ({ player1: null, player2: null, name: '' });
export const teamToForm = (team: Team): TeamFormValues => ({
  player1: { id: team.player1.id, label: fullName(team.player1) },
  player2: { id: team.player2.id, label: fullName(team.player2) },
  name: team.customName ?? '',
});

/** SPEC.md §5: two players, not the same one twice. */
export function validateTeam(values: TeamFormValues): FormErrors<TeamFormValues> {
  return {
    player1: values.player1 ? undefined : teamMessages.player1Required,
    player2: !values.player2
      ? teamMessages.player2Required
      : values.player1 && values.player1.id === values.player2.id
        ? teamMessages.samePlayer
        : undefined,
  };
}

export const teamPayload = (values: TeamFormValues): TeamInput => ({
  player1Id: values.player1!.id,
  player2Id: values.player2!.id,
  name: values.name.trim() || null,
});
