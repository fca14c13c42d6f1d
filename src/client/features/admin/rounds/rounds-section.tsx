import { formatDay, formatStartHour } from '@/client/i18n/format';
import type { Round } from '@/shared/schemas/round';
import { ROUND_STATUSES } from '@/shared/domain/constants';
import { CrudSection } from '../shared/crud-section';
import { FormSelectField, FormTextField } from '../shared/form-fields';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { StatusBadge } from '../shared/status-badge';
import { useEntityEditor } from '../shared/use-entity-editor';
import { roundMessages as text } from './messages';
import { useCreateRound, useDeleteRound, useUpdateRound } from './mutations';
import { COURT_CHOICES, emptyRound, HOUR_CHOICES, roundFormSchema, roundToForm } from './round-form';
import layout from '../shared/form-layout.module.css';
import { t } from '@/client/i18n/i18n';

const hourOptions = HOUR_CHOICES.map((hour) => ({ value: hour, label: formatStartHour(hour) }));
const courtOptions = COURT_CHOICES.map((court) => ({ value: court, label: String(court) }));
const statusOptions = ROUND_STATUSES.map((status) => ({
  value: status,
  label: status[0]!.toUpperCase() + status.slice(1),
}));

export function RoundsSection() {
  const scope = useAdminScope();
  const { clubId, leagueId } = scope;
  const createRound = useCreateRound();
  const updateRound = useUpdateRound();
  const deleteRound = useDeleteRound();
  const editor = useEntityEditor<Round, typeof roundFormSchema>({
    schema: roundFormSchema,
    empty: emptyRound,
    fromEntity: roundToForm,
    save: (input, editing) =>
      editing
        ? updateRound.mutateAsync({ clubId: clubId!, leagueId: editing.leagueId, roundId: editing.id, input })
        : createRound.mutateAsync({ clubId: clubId!, leagueId: leagueId!, input }),
    remove: (round) => deleteRound.mutateAsync({ clubId: clubId!, leagueId: round.leagueId, roundId: round.id }),
    messages: text,
  });
  const { control } = editor;

  return (
    <CrudSection<Round>
      text={text}
      editor={editor}
      noun={t('admin.noun.round')}
      labelOf={(round) => round.name}
      createDisabled={leagueId === null}
      selectors={<ScopeSelectors scope={scope} show={{ league: true }} />}
      rows={leagueId === null ? [] : scope.rounds}
      rowKey={(round) => round.id}
      empty={leagueId === null ? text.noLeague : text.empty}
      columns={[
        { header: 'Name', cell: (round) => round.name },
        { header: 'Date', cell: (round) => formatDay(round.date) },
        { header: 'Hours', cell: (round) => `${formatStartHour(round.start_hour)}–${formatStartHour(round.end_hour)}` },
        { header: 'Courts', cell: (round) => round.court_number, numeric: true },
        { header: 'Status', cell: (round) => <StatusBadge status={round.status} /> },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
          <FormTextField control={control} name="date" label="Date" required type="date" />
          <div className={layout.row}>
            <FormSelectField control={control} name="start_hour" label="Start hour" required options={hourOptions} />
            <FormSelectField control={control} name="end_hour" label="End hour" required options={hourOptions} />
          </div>
          <div className={layout.row}>
            <FormSelectField control={control} name="court_number" label="Number of courts" required options={courtOptions} />
            <FormSelectField control={control} name="status" label="Status" required options={statusOptions} />
          </div>
        </>
      }
    />
  );
}
