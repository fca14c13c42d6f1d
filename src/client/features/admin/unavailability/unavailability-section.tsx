import { useQuery } from '@tanstack/react-query';
import { formatHour } from '../../../../shared/domain/format';
import type { TeamUnavailability } from '../../../../shared/schemas/scheduling';
import { HourToggle, hourRange } from '../../../components/ui/hour-toggle';
import { SearchPicker } from '../../../components/ui/search-picker';
import { filterTeams } from '../shared/catalog';
import { DataTable } from '../shared/data-table';
import { FormDialog } from '../shared/form-dialog';
import { IconButton } from '../shared/icons';
import { useAdminScope } from '../shared/scope';
import { ScopeSelectors } from '../shared/scope-selectors';
import { EmptyState, SectionHeader } from '../shared/section-layout';
import { useEntityEditor } from '../shared/use-entity-editor';
import { useLeagueTeams } from '../shared/use-league-teams';
import { deleteUnavailability, saveUnavailability, unavailabilityQuery } from './api';
import { unavailabilityMessages as text } from './messages';
import { emptyUnavailability, unavailabilityToForm, validateUnavailability, type UnavailabilityFormValues } from './unavailability-form';

export function UnavailabilitySection() {
  const scope = useAdminScope();
  const { clubId, leagueId, roundId, round } = scope;
  const ref = clubId !== null && leagueId !== null && roundId !== null ? { clubId, leagueId, roundId } : null;
  const entries = useQuery(unavailabilityQuery(clubId, leagueId, roundId));
  const { teams } = useLeagueTeams(scope);
  const editor = useEntityEditor<TeamUnavailability, UnavailabilityFormValues>({
    empty: emptyUnavailability,
    fromEntity: unavailabilityToForm,
    validate: validateUnavailability,
    save: (values, editing) => saveUnavailability(ref!, values, editing),
    remove: (entry) => deleteUnavailability(ref!, entry),
    messages: text,
  });
  const list = entries.data ?? [];
  const takenTeamIds = list.filter((entry) => entry.id !== editor.editing?.id).map((entry) => entry.teamId);
  // The round's hours, plus any stored hour outside them (the round may have been shortened since).
  const hours = [...new Set([...hourRange(round?.start_hour ?? 0, round?.end_hour ?? 23), ...editor.values.unavailableHours])].sort((a, b) => a - b);

  return (
    <section aria-labelledby="section-title" className="admin-section">
      <SectionHeader
        title={text.title}
        actions={
          <button type="button" className="btn btn--primary" onClick={editor.openCreate} disabled={!ref}>
            {text.create}
          </button>
        }
      >
        <ScopeSelectors scope={scope} show={{ league: true, round: true }} />
      </SectionHeader>
      {!ref ? (
        <EmptyState>{text.selectScope}</EmptyState>
      ) : (
        <DataTable<TeamUnavailability>
          caption={text.title}
          rows={list}
          loading={entries.isPending}
          rowKey={(entry) => entry.id}
          empty={text.empty}
          columns={[
            { header: 'Team', cell: (entry) => entry.teamName },
            {
              header: 'Unavailable Hours',
              cell: (entry) => (entry.unavailableHours.length === 0 ? text.noHours : entry.unavailableHours.map(formatHour).join(', ')),
            },
          ]}
          actions={(entry) => (
            <>
              <IconButton kind="edit" label={`Edit unavailability of ${entry.teamName}`} onClick={() => editor.openEdit(entry)} />
              <IconButton kind="delete" label={`Delete unavailability of ${entry.teamName}`} onClick={() => void editor.requestDelete(entry)} />
            </>
          )}
        />
      )}
      <FormDialog
        open={editor.open}
        title={editor.editing ? text.editTitle : text.createTitle}
        submitLabel={editor.editing ? 'Update' : 'Create'}
        submitting={editor.submitting}
        onSubmit={() => void editor.submit()}
        onClose={editor.close}
      >
        <SearchPicker
          label="Team"
          required
          disabled={editor.editing !== null}
          selected={editor.values.team}
          onSelect={(option) => editor.setField('team', option)}
          search={async (query) => filterTeams(teams, query)}
          excludeIds={takenTeamIds}
          error={editor.errors.team}
        />
        <HourToggle label={text.hoursLabel} hours={hours} selected={editor.values.unavailableHours} onChange={(value) => editor.setField('unavailableHours', value)} />
        <p className="field-hint">{text.hoursHint}</p>
      </FormDialog>
    </section>
  );
}
