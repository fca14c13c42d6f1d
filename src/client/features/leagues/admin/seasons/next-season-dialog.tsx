import { useState } from 'react';
import { t } from '@/client/i18n/i18n';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { League } from '@/shared/schemas/league';
import type { NextSeasonPreview } from '@/shared/schemas/season';
import type { Team } from '@/shared/schemas/team';
import { byLevel } from '@/shared/domain/seasons/levels';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { SelectField } from '@/client/components/ui/select';
import { useToast } from '@/client/components/ui/toast';
import { catalog, searchTeams } from '@/client/components/admin/catalog';
import { FormSelectField, FormTextField } from '@/client/components/admin/form-fields';
import { IconButton } from '@/client/components/admin/icons';
import { serverReason } from '@/client/components/admin/load';
import { useConfirmNextSeason, usePreviewNextSeason } from './mutations';
import {
  nextSeasonDefaults,
  nextSeasonFormSchema,
  nextSeasonRequest,
  type NextSeasonFormOutput,
  type NextSeasonFormValues,
} from './next-season-form';
import { SeasonPreview } from './season-preview';
import layout from '@/client/components/admin/form-layout.module.css';
import { refusalClassName } from '@/client/components/ui/refusal';
import pickerRow from '@/client/components/admin/picker-row.module.css';
import styles from './next-season-dialog.module.css';

interface NextSeasonDialogProps {
  league: League | null;
  onClose: () => void;
}

/** The organiser's next-season flow (docs/seasons.md): choose, preview the new groups, confirm. */
export function NextSeasonDialog({ league, onClose }: NextSeasonDialogProps) {
  return league ? <NextSeasonForm key={league.id} league={league} onClose={onClose} /> : null;
}

interface LevelTeams {
  name: string;
  teams: Team[];
}

/** The league's groups as levels (top first), each with its teams. */
function useLevels(league: League): { levels: LevelTeams[]; loading: boolean } {
  const groups = useQuery(catalog.groups(league.clubId, league.id));
  const ordered = byLevel(groups.data ?? []);
  return useQueries({
    queries: ordered.map((group) => catalog.groupTeams(league.clubId, league.id, group.id)),
    combine: (results) => ({
      levels: ordered.map((group, index) => ({ name: group.name, teams: results[index]?.data ?? [] })),
      loading: groups.isPending || results.some((result) => result.isPending),
    }),
  });
}

function NextSeasonForm({ league, onClose }: { league: League; onClose: () => void }) {
  const toast = useToast();
  const previewSeason = usePreviewNextSeason();
  const confirmSeason = useConfirmNextSeason();
  const { levels, loading } = useLevels(league);
  const form = useForm<NextSeasonFormValues, unknown, NextSeasonFormOutput>({
    resolver: zodResolver(nextSeasonFormSchema),
    defaultValues: nextSeasonDefaults(league.name),
  });
  const joining = useFieldArray({ control: form.control, name: 'joining', keyName: 'key' });
  const perBoundary = useWatch({ control: form.control, name: 'perBoundary' });
  // A pair of moves per boundary between levels, started from the numbers for all.
  const choosePerBoundary = (chosen: boolean) => {
    const { promote, relegate } = form.getValues();
    const boundaries = chosen ? levels.slice(1).map(() => ({ promote, relegate })) : [];
    form.setValue('boundaries', boundaries);
    form.setValue('perBoundary', chosen);
  };
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [shown, setShown] = useState<{ basis: string; preview: NextSeasonPreview } | null>(null);
  // A preview holds only for the choices it was made from; any change asks for a new one.
  const basis = JSON.stringify(useWatch({ control: form.control }));
  const fresh = shown !== null && shown.basis === basis;
  const ref = { clubId: league.clubId, leagueId: league.id };
  const leagueTeamIds = levels.flatMap((level) => level.teams.map((team) => team.id));
  const joiningIds = joining.fields.map((team) => team.teamId);

  const addJoining = () => {
    if (!picked) return;
    if (joiningIds.includes(picked.id)) return setPickError(t('admin.seasons.alreadyJoining'));
    if (leagueTeamIds.includes(picked.id)) return setPickError(t('admin.seasons.alreadyPlaying'));
    joining.append({ teamId: picked.id, teamName: picked.label, groupName: '' });
    setPicked(null);
    setPickError(null);
  };

  const preview = form.handleSubmit(async (values) => {
    try {
      const answer = await previewSeason.mutateAsync({ ...ref, input: nextSeasonRequest(values, true) });
      setShown({ basis: JSON.stringify(form.getValues()), preview: answer });
    } catch (failure) {
      console.error(t('admin.seasons.previewFailed'), failure);
      toast.error(t('admin.seasons.previewFailed'), serverReason(failure));
    }
  });

  const confirm = form.handleSubmit(async (values) => {
    try {
      const created = await confirmSeason.mutateAsync({ ...ref, input: nextSeasonRequest(values, false) });
      toast.success(t('admin.seasons.created', { name: created.name }));
      onClose();
    } catch (failure) {
      console.error(t('admin.seasons.confirmFailed'), failure);
      toast.error(t('admin.seasons.confirmFailed'), serverReason(failure));
    }
  });

  const busy = previewSeason.isPending || confirmSeason.isPending;
  const hasNext = league.nextLeagueId !== null;
  return (
    <Dialog
      open
      title={t('admin.seasons.title', { league: league.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          {hasNext ? null : (
            <Button
              onClick={() => void confirm()}
              disabled={!fresh || busy}
              aria-busy={confirmSeason.isPending || undefined}
            >
              {t('admin.seasons.confirm')}
            </Button>
          )}
        </>
      }
    >
      {hasNext ? (
        <p className={refusalClassName()}>{t('admin.seasons.alreadyHasNext')}</p>
      ) : (
        <form className={styles.form} noValidate onSubmit={(event) => void preview(event)}>
          <FormTextField control={form.control} name="name" label={t('admin.seasons.name')} required autoComplete="off" />
          {perBoundary ? null : (
            <div className={layout.row}>
              <FormTextField control={form.control} name="promote" label={t('admin.seasons.promote')} inputMode="numeric" required />
              <FormTextField control={form.control} name="relegate" label={t('admin.seasons.relegate')} inputMode="numeric" required />
            </div>
          )}
          <p className={layout.hint}>{t('admin.seasons.movesHint')}</p>
          {levels.length > 2 ? (
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={perBoundary}
                onChange={(event) => choosePerBoundary(event.target.checked)}
              />
              <span>{t('admin.seasons.perBoundary')}</span>
            </label>
          ) : null}
          {perBoundary ? (
            <div className={styles.boundaries}>
              {levels.slice(1).map((level, index) => {
                const upper = levels[index]?.name ?? '';
                return (
                  <div
                    key={level.name}
                    className={styles.boundary}
                    role="group"
                    aria-label={t('admin.seasons.boundary', { upper, lower: level.name })}
                  >
                    <p className={styles.levelName}>{t('admin.seasons.boundary', { upper, lower: level.name })}</p>
                    <div className={layout.row}>
                      <FormTextField
                        control={form.control}
                        name={`boundaries.${index}.promote`}
                        label={t('admin.seasons.boundaryUp', { lower: level.name })}
                        inputMode="numeric"
                        required
                      />
                      <FormTextField
                        control={form.control}
                        name={`boundaries.${index}.relegate`}
                        label={t('admin.seasons.boundaryDown', { upper })}
                        inputMode="numeric"
                        required
                      />
                    </div>
                  </div>
                );
              })}
            </div>
          ) : null}
          <p className={layout.hint}>{t('admin.seasons.sizesHint')}</p>
          <FormSelectField
            control={form.control}
            name="topGroupOrder"
            label={t('admin.seasons.topGroupOrder')}
            options={[
              { value: 'table', label: t('admin.seasons.byTable') },
              { value: 'playoffs', label: t('admin.seasons.byPlayoffs') },
            ]}
            hint={t('admin.seasons.topGroupOrderHint')}
          />

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('admin.seasons.leaving')}</legend>
            <p className={layout.hint}>{t('admin.seasons.leavingHint')}</p>
            {loading ? (
              <p className={layout.hint}>{t('admin.seasons.loadingTeams')}</p>
            ) : leagueTeamIds.length === 0 ? (
              <p className={layout.hint}>{t('admin.seasons.noTeams')}</p>
            ) : (
              <Controller
                control={form.control}
                name="leaving"
                render={({ field }) => (
                  <div className={styles.levels}>
                    {levels.map((level) => (
                      <div key={level.name} className={styles.level} role="group" aria-label={level.name}>
                        <p className={styles.levelName}>{level.name}</p>
                        {level.teams.map((team) => (
                          <label key={team.id} className={styles.check}>
                            <input
                              type="checkbox"
                              checked={field.value.includes(team.id)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, team.id]
                                    : field.value.filter((id) => id !== team.id),
                                )
                              }
                            />
                            <span>{team.name}</span>
                          </label>
                        ))}
                      </div>
                    ))}
                  </div>
                )}
              />
            )}
          </fieldset>

          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('admin.seasons.joining')}</legend>
            <div className={pickerRow.row}>
              <SearchPicker
                label={t('admin.seasons.joiningPicker')}
                selected={picked}
                onSelect={(option) => {
                  setPicked(option);
                  setPickError(null);
                }}
                search={searchTeams}
                excludeIds={[...leagueTeamIds, ...joiningIds]}
                error={pickError}
              />
              <Button variant="secondary" className={pickerRow.addButton} onClick={addJoining} disabled={!picked}>
                {t('admin.seasons.addJoining')}
              </Button>
            </div>
            {joining.fields.length === 0 ? (
              <p className={layout.hint}>{t('admin.seasons.joiningEmpty')}</p>
            ) : (
              <ul className={styles.joining}>
                {joining.fields.map((team, index) => (
                  <li key={team.key} className={styles.joiningTeam} role="group" aria-label={team.teamName}>
                    <span className={styles.joiningName}>{team.teamName}</span>
                    <Controller
                      control={form.control}
                      name={`joining.${index}.groupName`}
                      render={({ field }) => (
                        <SelectField<string>
                          label={t('admin.seasons.startsIn')}
                          value={field.value}
                          onValueChange={(value) => field.onChange(value ?? '')}
                          options={[
                            { value: '', label: t('admin.seasons.bottomLevel') },
                            ...levels.map((level) => ({ value: level.name, label: level.name })),
                          ]}
                          className={styles.levelSelect}
                        />
                      )}
                    />
                    <IconButton
                      kind="delete"
                      label={t('admin.seasons.removeJoining', { team: team.teamName })}
                      onClick={() => joining.remove(index)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          {/* The preview sits with the choices it shows; confirming (in the footer) waits for a fresh one. */}
          <div className={styles.previewRow}>
            <Button
              type="submit"
              variant={fresh ? 'secondary' : 'primary'}
              disabled={busy}
              aria-busy={previewSeason.isPending || undefined}
            >
              {t('admin.seasons.preview')}
            </Button>
          </div>
          {shown && !fresh ? (
            <p className={styles.stale} role="status">
              {t('admin.seasons.previewStale')}
            </p>
          ) : null}
          {shown ? <SeasonPreview preview={shown.preview} /> : null}
        </form>
      )}
    </Dialog>
  );
}
