import { useCallback, useMemo, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_MAX_SUBSTITUTE_APPEARANCES, type League } from '@/shared/schemas/league';
import type { Match } from '@/shared/schemas/match';
import type { LineupInput } from '@/shared/schemas/lineup';
import type { LineupShown } from '@/client/offline';
import type { Team } from '@/shared/schemas/team';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { useIsOffline } from '@/client/pwa';
import { FormDialog } from '@/client/components/admin/form-dialog';
import { serverReason } from '@/client/components/admin/load';
import { ApiError } from '@/client/lib/api-client';
import { lineupRefusalText } from './messages';
import { useToast } from '@/client/components/ui/toast';
import { searchPlayers } from '@/client/features/teams/admin/api';
import {
  LINEUP_SIDES,
  lineupFormSchema,
  lineupPayload,
  lineupShown,
  lineupToForm,
  namedPlayerIds,
  pendingLineupToForm,
  playersOnDevice,
  searchOnDevice,
  type LineupFormValues,
} from './lineup-form';
import { useSetLineup } from './lineup-mutation';
import type { RoundPlace } from './match-mutations';
import styles from './lineup-dialog.module.css';
import { t } from '@/client/i18n/i18n';

type LineupControl = Control<LineupFormValues, unknown, LineupFormValues>;

interface LineupDialogProps {
  match: Match;
  team1: Team;
  team2: Team;
  /** The league's teams kept on the device: without signal, a substitute is chosen among their players. */
  teams: readonly Team[];
  /** The match's line-up still waiting in the outbox, if any: the form starts from it. */
  pending?: { body: LineupInput; shown: readonly LineupShown[] };
  place: RoundPlace;
  /** The league's limits, said above the form; a league kept on a device before them has the defaults. */
  league: Pick<League, 'maxSubstituteAppearances' | 'substituteMaxLevelAbove'> | undefined;
  onClose: () => void;
}

/**
 * Who played the match for each team (docs/substitutes.md): every team player is ticked as played;
 * untick one who did not and choose, with the player search, the substitute who played instead.
 * The line-up goes through the courtside outbox: without signal it is kept on the device and sent
 * when the signal returns, and the search offers the players kept on the device. The server checks
 * the league's limits and answers why it refuses one.
 */
export function LineupDialog({ match, team1, team2, teams, pending, place, league, onClose }: LineupDialogProps) {
  const toast = useToast();
  const setLineup = useSetLineup();
  const offline = useIsOffline();
  const onDevice = useMemo(() => playersOnDevice(teams, match), [teams, match]);
  // The server's search with signal; the players on the device without it, or when the request fails.
  const search = useCallback(
    async (text: string, signal: AbortSignal): Promise<PickerOption[]> => {
      if (!navigator.onLine) return searchOnDevice(onDevice, text);
      try {
        return await searchPlayers(text, signal);
      } catch (error) {
        if (signal.aborted || error instanceof ApiError) throw error;
        return searchOnDevice(onDevice, text);
      }
    },
    [onDevice],
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<LineupFormValues, unknown, LineupFormValues>({
    resolver: zodResolver(lineupFormSchema),
    defaultValues: pending ? pendingLineupToForm(pending, team1, team2) : lineupToForm(match, team1, team2),
  });
  const values = useWatch({ control: form.control }) as LineupFormValues;
  const named = namedPlayerIds(values);

  const submit = form.handleSubmit(async (chosen) => {
    setRefusal(null);
    try {
      const result = await setLineup.mutateAsync({
        place,
        match,
        payload: lineupPayload(chosen),
        shown: lineupShown(chosen),
      });
      toast.success(result.status === 'queued' ? t('admin.lineup.queued') : t('admin.lineup.saved'));
      onClose();
    } catch (error) {
      console.error(t('admin.lineup.saveFailed'), error);
      const ruled = error instanceof ApiError ? lineupRefusalText(error.body) : undefined;
      setRefusal(ruled ?? serverReason(error) ?? t('admin.lineup.saveFailed'));
    }
  });

  const limits = {
    maxSubstituteAppearances: league?.maxSubstituteAppearances ?? DEFAULT_MAX_SUBSTITUTE_APPEARANCES,
    substituteMaxLevelAbove: league?.substituteMaxLevelAbove ?? null,
  };
  return (
    <FormDialog
      open
      title={t('admin.lineup.title')}
      submitLabel={t('admin.update')}
      submitting={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      onClose={onClose}
      formError={refusal}
    >
      <div className={styles.rules}>
        <p>{t('admin.lineup.intro')}</p>
        <p>{t('admin.lineup.appearanceLimit', { count: limits.maxSubstituteAppearances })}</p>
        {limits.substituteMaxLevelAbove !== null ? (
          <p>{t('admin.lineup.levelLimit', { level: limits.substituteMaxLevelAbove.toFixed(1) })}</p>
        ) : null}
        {offline ? (
          <p className={styles.offline} role="status">
            {t('admin.lineup.offlineSearch')}
          </p>
        ) : null}
      </div>
      {LINEUP_SIDES.map((side) => (
        <fieldset key={side} className={styles.team}>
          <legend className={styles.legend}>{side === 'team1' ? match.team1Name : match.team2Name}</legend>
          {[0, 1].map((index) => (
            <PlayerSlot key={index} control={form.control} side={side} index={index} named={named} search={search} />
          ))}
        </fieldset>
      ))}
    </FormDialog>
  );
}

/** One player of the team: a tick for "played", and when unticked the search for the substitute. */
function PlayerSlot({
  control,
  side,
  index,
  named,
  search,
}: {
  control: LineupControl;
  side: 'team1' | 'team2';
  index: number;
  named: readonly number[];
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
}) {
  const played = useController({ control, name: `${side}.${index}.played` });
  const substitute = useController({ control, name: `${side}.${index}.substitute` });
  const name = useWatch({ control, name: `${side}.${index}.name` });
  return (
    <div className={styles.slot}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={played.field.value}
          onChange={(event) => {
            played.field.onChange(event.target.checked);
            if (event.target.checked) substitute.field.onChange(null);
          }}
        />
        <span>{t('admin.lineup.played', { player: name })}</span>
      </label>
      {played.field.value ? null : (
        <SearchPicker
          label={t('admin.lineup.substituteFor', { player: name })}
          required
          selected={substitute.field.value}
          onSelect={substitute.field.onChange}
          search={search}
          excludeIds={named.filter((playerId) => playerId !== substitute.field.value?.id)}
          error={substitute.fieldState.error?.message}
        />
      )}
    </div>
  );
}
