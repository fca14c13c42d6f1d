import { STATUS_NAMES } from '@/client/i18n/domain-texts';
import { useWatch } from 'react-hook-form';
import { formatDay } from '@/client/i18n/format';
import { formatStart, formatStartHour } from '@/client/i18n/format-start';
import { roundStarts } from '@/shared/domain/slots';
import type { Round } from '@/shared/schemas/round';
import { ROUND_STATUSES } from '@/shared/domain/constants';
import { Button } from '@/client/components/ui/button';
import { useToast } from '@/client/components/ui/toast';
import { CrudSection } from '@/client/components/admin/crud-section';
import { DraftNotice, usePublishRound } from '@/client/components/admin/draft-notice';
import { serverReason } from '@/client/components/admin/load';
import { FormSelectField, FormTextField } from '@/client/components/admin/form-fields';
import { useAdminScope } from '@/client/components/admin/scope';
import { ScopeSelectors } from '@/client/components/admin/scope-selectors';
import { StatusBadge } from '@/client/components/admin/status-badge';
import { useEntityEditor } from '@/client/components/admin/use-entity-editor';
import { useCreateRound, useDeleteRound, useUpdateRound } from './mutations';
import { COURT_CHOICES, emptyRound, HOUR_CHOICES, roundFormSchema, roundToForm, SLOT_CHOICES } from './round-form';
import layout from '@/client/components/admin/form-layout.module.css';
import { t } from '@/client/i18n/i18n';

const hourOptions = HOUR_CHOICES.map((hour) => ({ value: hour, label: formatStartHour(hour) }));
const courtOptions = COURT_CHOICES.map((court) => ({ value: court, label: String(court) }));
const slotOptions = () =>
  SLOT_CHOICES.map((minutes) => ({ value: minutes, label: t('admin.field.slotOption', { minutes }) }));

/** "18:00, 19:30 and 21:00": the starts a round of this shape gives, as the form is filled in. */
function startsText(
  startHour: number | null | undefined,
  endHour: number | null | undefined,
  slotMinutes: number | null | undefined,
): string | null {
  if (startHour == null || endHour == null || slotMinutes == null || endHour < startHour) return null;
  const starts = roundStarts({ startHour, endHour, slotMinutes }).map(formatStart);
  return starts.length === 1
    ? (starts[0] ?? null)
    : t('admin.rounds.startsList', { first: starts.slice(0, -1).join(', '), last: starts.at(-1) ?? '' });
}
// A function, so each render reads the labels in the active language.
const statusOptions = () => ROUND_STATUSES.map((status) => ({ value: status, label: t(STATUS_NAMES[status]) }));

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
    messages: { saveFailed: t('admin.rounds.saveFailed'), deleteFailed: t('admin.rounds.deleteFailed'), confirmDelete: t('admin.rounds.confirmDelete') },
  });
  const { control } = editor;
  const [startHour, endHour, slotMinutes] = useWatch({ control, name: ['start_hour', 'end_hour', 'slot_minutes'] });
  const starts = startsText(startHour, endHour, slotMinutes);
  const toast = useToast();
  const publishRound = usePublishRound();
  const publish = async (round: Round) => {
    try {
      await publishRound.mutateAsync({ clubId: clubId!, round });
      toast.success(t('admin.draft.roundPublished', { name: round.name }));
    } catch (error) {
      toast.error(t('admin.draft.publishFailed'), serverReason(error));
    }
  };

  return (
    <CrudSection<Round>
      text={{ title: t('admin.rounds.title'), create: t('admin.rounds.create'), createTitle: t('admin.rounds.createTitle'), editTitle: t('admin.rounds.editTitle') }}
      editor={editor}
      noun={t('admin.noun.round')}
      labelOf={(round) => round.name}
      createDisabled={leagueId === null}
      selectors={
        <>
          <ScopeSelectors scope={scope} show={{ league: true }} />
          <DraftNotice clubId={clubId} league={scope.leagues.find((league) => league.id === leagueId) ?? null} round={null} />
        </>
      }
      rowActions={(round) =>
        // A draft round (inactive) is hidden from players: Publish shows it in one tap.
        round.status === 'inactive' ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={publishRound.isPending}
            aria-label={t('admin.draft.publishRoundNamed', { name: round.name })}
            onClick={() => void publish(round)}
          >
            {t('admin.draft.publish')}
          </Button>
        ) : null
      }
      rows={leagueId === null ? [] : scope.rounds}
      rowKey={(round) => round.id}
      empty={leagueId === null ? t('admin.rounds.noLeague') : t('admin.rounds.empty')}
      columns={[
        { header: t('admin.field.name'), cell: (round) => round.name },
        { header: t('admin.field.date'), cell: (round) => formatDay(round.date) },
        {
          header: t('admin.col.hours'),
          cell: (round) => `${formatStartHour(round.start_hour)}–${formatStartHour(round.end_hour)}`,
        },
        { header: t('admin.col.slot'), cell: (round) => t('admin.field.slotOption', { minutes: round.slot_minutes }) },
        { header: t('admin.col.courts'), cell: (round) => round.court_number, numeric: true },
        { header: t('admin.field.status'), cell: (round) => <StatusBadge status={round.status} /> },
      ]}
      form={
        <>
          <FormTextField control={control} name="name" label={t('admin.field.name')} required autoComplete="off" />
          <FormTextField control={control} name="date" label={t('admin.field.date')} required type="date" />
          <div className={layout.row}>
            <FormSelectField control={control} name="start_hour" label={t('admin.field.startHour')} required options={hourOptions} />
            <FormSelectField control={control} name="end_hour" label={t('admin.field.endHour')} required options={hourOptions} />
          </div>
          <FormSelectField
            control={control}
            name="slot_minutes"
            label={t('admin.field.slotMinutes')}
            required
            options={slotOptions()}
          />
          {starts ? (
            <p className={layout.hint} role="status">
              {t('admin.rounds.startsHint', { starts })}
            </p>
          ) : null}
          <div className={layout.row}>
            <FormSelectField control={control} name="court_number" label={t('admin.field.courtCount')} required options={courtOptions} />
            <FormSelectField control={control} name="status" label={t('admin.field.status')} required options={statusOptions()} />
          </div>
        </>
      }
    />
  );
}
