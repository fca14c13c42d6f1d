import { useQuery } from '@tanstack/react-query';
import type { Player } from '../../../../shared/schemas/player';
import { formatDate } from '../../../../shared/domain/format';
import { fullName } from '../../../../shared/domain/team-name';
import { TextField } from '../../../components/ui/field';
import { catalog } from '../shared/catalog';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deletePlayer, savePlayer } from './api';
import { playerMessages as text } from './messages';
import { emptyPlayer, playerToForm, validatePlayer } from './player-form';
import { CrudSection } from '../shared/crud-section';

export function PlayersSection() {
  const players = useQuery(catalog.players());
  const editor = useEntityEditor({
    empty: emptyPlayer,
    fromEntity: playerToForm,
    validate: validatePlayer,
    save: savePlayer,
    remove: deletePlayer,
    messages: text,
  });
  const { values, errors, setField } = editor;

  return (
    <CrudSection<Player, typeof values>
      text={text}
      editor={editor}
      noun="player"
      labelOf={fullName}
      rows={players.data ?? []}
      loading={players.isPending}
      rowKey={(player) => player.id}
      empty={text.empty}
      columns={[
        { header: 'Name', cell: (player) => fullName(player) },
        { header: 'Date of birth', cell: (player) => formatDate(player.dob) },
        { header: 'Matches', cell: (player) => player.matchesPlayed, numeric: true },
        { header: 'Wins', cell: (player) => player.matchesWon, numeric: true },
      ]}
      form={
        <>
          <TextField
            label="First name"
            required
            autoComplete="off"
            value={values.firstName}
            error={errors.firstName}
            onValueChange={(value) => setField('firstName', value)}
          />
          <TextField
            label="Last name"
            required
            autoComplete="off"
            value={values.lastName}
            error={errors.lastName}
            onValueChange={(value) => setField('lastName', value)}
          />
          <TextField
            label="Date of birth"
            required
            type="date"
            value={values.dob}
            error={errors.dob}
            onValueChange={(value) => setField('dob', value)}
          />
        </>
      }
    />
  );
}
