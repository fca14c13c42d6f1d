import type { League } from '../../../../shared/schemas/league';
import { LEAGUE_STATUSES } from '../../../../shared/domain/constants';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteLeague, saveLeague } from './api';
import { emptyLeague, leagueToForm, validateLeague } from './league-form';
import { leagueMessages as text, tiebreakerLabels } from './messages';
import { TiebreakerOrder } from './tiebreaker-order';
import { CrudSection } from '../shared/crud-section';

const statusOptions = LEAGUE_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

export function LeaguesSection() {
  const scope = useAdminScope();
  const clubId = scope.clubId;
  const editor = useEntityEditor<League, ReturnType<typeof emptyLeague>>({
    empty: emptyLeague,
    fromEntity: leagueToForm,
    validate: validateLeague,
    save: (values, editing) => saveLeague(editing?.clubId ?? clubId!, values, editing),
    remove: deleteLeague,
    messages: text,
  });
  const { values, errors, setField } = editor;

  return (
    <CrudSection<League, ReturnType<typeof emptyLeague>>
      text={text}
      editor={editor}
      noun="league"
      labelOf={(league) => league.name}
      createDisabled={clubId === null}
      selectors={<ScopeSelectors scope={scope} show={{}} />}
      rows={scope.leagues}
      loading={scope.loading && scope.leagues.length === 0}
      rowKey={(league) => league.id}
      empty={clubId === null ? text.noClub : text.empty}
      columns={[
        { header: 'Name', cell: (league) => league.name },
        {
          header: 'Status',
          cell: (league) => <span className={`status-badge status-badge--${league.status}`}>{league.status}</span>,
        },
        {
          header: 'Points (win / loss)',
          cell: (league) => `${league.pointsForWin} / ${league.pointsForLoss}`,
          numeric: true,
        },
        {
          header: 'Tie-break order',
          cell: (league) => league.tiebreakers.map((criterion) => tiebreakerLabels[criterion]).join(', '),
        },
      ]}
      form={
        <>
          <TextField
            label="Name"
            required
            autoComplete="off"
            value={values.name}
            error={errors.name}
            onValueChange={(value) => setField('name', value)}
          />
          <TextAreaField
            label="Description"
            value={values.description}
            onValueChange={(value) => setField('description', value)}
          />
          <TextAreaField
            label="League rules"
            value={values.rules}
            onValueChange={(value) => setField('rules', value)}
          />
          <SelectField
            label="Status"
            required
            value={values.status}
            options={statusOptions}
            error={errors.status}
            onValueChange={(value) => setField('status', value)}
          />
          <div className="form-row">
            <TextField
              label="Points for a win"
              inputMode="numeric"
              value={values.pointsForWin}
              error={errors.pointsForWin}
              onValueChange={(value) => setField('pointsForWin', value.replace(/\D/g, ''))}
            />
            <TextField
              label="Points for a loss"
              inputMode="numeric"
              value={values.pointsForLoss}
              error={errors.pointsForLoss}
              onValueChange={(value) => setField('pointsForLoss', value.replace(/\D/g, ''))}
            />
          </div>
          <TiebreakerOrder value={values.tiebreakers} onChange={(value) => setField('tiebreakers', value)} />
          <SelectField
            label="A match tie-break (e.g. 10–8) counts in games as"
            value={values.matchTiebreakGames}
            options={[
              { value: 'one', label: 'One game to its winner' },
              { value: 'points', label: 'Its points as games' },
            ]}
            onValueChange={(value) => setField('matchTiebreakGames', value ?? 'one')}
          />
        </>
      }
    />
  );
}
