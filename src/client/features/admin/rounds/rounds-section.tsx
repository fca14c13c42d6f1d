import { formatDate, formatHour } from '../../../../shared/domain/format';
import type { Round } from '../../../../shared/schemas/round';
import { ROUND_STATUSES } from '../../../../shared/domain/constants';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { useEntityEditor } from '../shared/use-entity-editor';
import { deleteRound, saveRound } from './api';
import { roundMessages as text } from './messages';
import {
  COURT_CHOICES,
  emptyRound,
  HOUR_CHOICES,
  roundToForm,
  validateRound,
  type RoundFormValues,
} from './round-form';
import { CrudSection } from '../shared/crud-section';

const hourOptions = HOUR_CHOICES.map((hour) => ({ value: hour, label: formatHour(hour) }));
const courtOptions = COURT_CHOICES.map((court) => ({ value: court, label: String(court) }));
const statusOptions = ROUND_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

export function RoundsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId } = scope;
  const editor = useEntityEditor<Round, RoundFormValues>({
    empty: emptyRound,
    fromEntity: roundToForm,
    validate: validateRound,
    save: (values, editing) => saveRound(clubId!, editing?.leagueId ?? leagueId!, values, editing),
    remove: (round) => deleteRound(clubId!, round),
    messages: text,
  });
  const { values, errors, setField } = editor;

  return (
    <CrudSection<Round, RoundFormValues>
      text={text}
      editor={editor}
      noun="round"
      labelOf={(round) => round.name}
      createDisabled={leagueId === null}
      selectors={<ScopeSelectors scope={scope} show={{ league: true }} />}
      rows={leagueId === null ? [] : scope.rounds}
      rowKey={(round) => round.id}
      empty={leagueId === null ? text.noLeague : text.empty}
      columns={[
        { header: 'Name', cell: (round) => round.name },
        { header: 'Date', cell: (round) => formatDate(round.date) },
        { header: 'Hours', cell: (round) => `${formatHour(round.start_hour)}–${formatHour(round.end_hour)}` },
        { header: 'Courts', cell: (round) => round.court_number, numeric: true },
        {
          header: 'Status',
          cell: (round) => <span className={`status-badge status-badge--${round.status}`}>{round.status}</span>,
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
          <TextField
            label="Date"
            required
            type="date"
            value={values.date}
            error={errors.date}
            onValueChange={(value) => setField('date', value)}
          />
          <div className="form-row">
            <SelectField
              label="Start hour"
              required
              value={values.start_hour}
              options={hourOptions}
              error={errors.start_hour}
              onValueChange={(value) => setField('start_hour', value)}
            />
            <SelectField
              label="End hour"
              required
              value={values.end_hour}
              options={hourOptions}
              error={errors.end_hour}
              onValueChange={(value) => setField('end_hour', value)}
            />
          </div>
          <div className="form-row">
            <SelectField
              label="Number of courts"
              required
              value={values.court_number}
              options={courtOptions}
              error={errors.court_number}
              onValueChange={(value) => setField('court_number', value)}
            />
            <SelectField
              label="Status"
              required
              value={values.status}
              options={statusOptions}
              error={errors.status}
              onValueChange={(value) => setField('status', value)}
            />
          </div>
        </>
      }
    />
  );
}
