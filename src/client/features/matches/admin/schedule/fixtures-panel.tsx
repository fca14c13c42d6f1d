import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FixturesPreview } from '@/shared/schemas/fixtures';
import type { Round } from '@/shared/schemas/round';
import { roundStarts, SLOT_MINUTES } from '@/shared/domain/slots';
import { formatCourt } from '@/shared/domain/format';
import { Button } from '@/client/components/ui/button';
import { useConfirm } from '@/client/components/ui/confirm-dialog';
import { TextField } from '@/client/components/ui/field';
import { SelectField } from '@/client/components/ui/select';
import { useToast } from '@/client/components/ui/toast';
import { serverReason } from '@/client/components/admin/load';
import notices from '@/client/components/admin/notices.module.css';
import { formatStart } from '@/client/i18n/format-start';
import { formatDay } from '@/client/i18n/format';
import { now as clockNow } from '@/client/lib/clock';
import { leagueApi } from '@/client/features/leagues/queries';
import { roundApi } from '@/client/features/rounds/queries';
import { matchApi } from '../../queries';
import { createFixtures, previewFixtures, type FixturesRequest } from './api';
import { useKeptDraft } from './kept-drafts';
import styles from './fixtures-panel.module.css';
import scheduleStyles from './schedule-section.module.css';
import { t } from '@/client/i18n/i18n';

/** A planned season kept until created or discarded, with what was asked (the create sends both). */
interface FixturesDraft {
  request: FixturesRequest;
  preview: FixturesPreview;
}

interface FixturesPanelProps {
  clubId: number;
  leagueId: number;
  groupId: number;
  groupName: string;
  /** The league's rounds, for "the league's rounds". */
  rounds: readonly Round[];
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The first date the form offers: next Monday, in the organiser's own calendar. */
const nextMonday = (): string => {
  const day = new Date(clockNow());
  day.setDate(day.getDate() + ((8 - day.getDay()) % 7 || 7));
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/**
 * A group's whole season (docs/schedule-generation.md, "A season's fixtures"): asked over new
 * rounds every N days or over the league's rounds, previewed round by round, edited (court, start,
 * or a match taken out) and created in one go. The preview is kept until created or discarded.
 */
export function FixturesPanel({ clubId, leagueId, groupId, groupName, rounds }: FixturesPanelProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useKeptDraft<FixturesDraft>('fixtures', `${clubId}/${leagueId}/${groupId}`);
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [firstDate, setFirstDate] = useState(nextMonday);
  const [everyDays, setEveryDays] = useState('7');
  const [startHour, setStartHour] = useState<number>(18);
  const [endHour, setEndHour] = useState<number>(21);
  const [courts, setCourts] = useState('2');
  const [slotMinutes, setSlotMinutes] = useState<number>(90);
  const [chosen, setChosen] = useState<number[]>([]);
  const [double, setDouble] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const plan = useMutation({
    mutationFn: (request: FixturesRequest) => previewFixtures(clubId, leagueId, groupId, request),
  });
  const create = useMutation({
    mutationFn: (kept: FixturesDraft) => createFixtures(clubId, leagueId, groupId, kept.request, kept.preview),
    onSuccess: () =>
      Promise.all(
        [
          leagueApi.key.league(clubId, leagueId),
          roundApi.admin.key.ofLeague(clubId, leagueId),
          matchApi.admin.key.ofLeague(clubId, leagueId),
          matchApi.admin.key.leagueSchedules(clubId, leagueId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });

  const fail = (message: string): null => {
    setProblem(message);
    return null;
  };

  const requestOf = (): FixturesRequest | null => {
    const days = Number(everyDays);
    const courtCount = Number(courts);
    if (mode === 'existing') {
      if (chosen.length === 0) return fail(t('admin.fixtures.chooseRounds'));
      return { roundIds: chosen, double };
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDate)) return fail(t('admin.fixtures.firstDateRequired'));
    if (!Number.isInteger(days) || days < 1 || days > 28) return fail(t('admin.fixtures.everyDaysRange'));
    if (!Number.isInteger(courtCount) || courtCount < 1 || courtCount > 10)
      return fail(t('admin.fixtures.courtsRange'));
    if (endHour < startHour) return fail(t('admin.fixtures.hoursOrder'));
    return {
      newRounds: { firstDate, everyDays: days, startHour, endHour, courtNumber: courtCount, slotMinutes },
      double,
    };
  };

  const preview = async () => {
    setProblem(null);
    const request = requestOf();
    if (!request) return;
    try {
      const answer = await plan.mutateAsync(request);
      if (!answer) return;
      // New rounds are named in the organiser's language, after the league's rounds (the server's "Round n").
      const named = answer.rounds.map((round, index) =>
        round.roundId === undefined
          ? { ...round, name: t('admin.fixtures.newRoundName', { number: rounds.length + index + 1 }) }
          : round,
      );
      setDraft({ request, preview: { ...answer, rounds: named } });
    } catch (error) {
      console.error('Failed to plan the fixtures', error);
      toast.error(t('admin.fixtures.previewFailed'), serverReason(error));
    }
  };

  const edit = (
    roundIndex: number,
    matchIndex: number,
    change: { courtNumber?: number; startMinutes?: number } | null,
  ) =>
    setDraft((old) => {
      if (!old) return old;
      const roundsNow = old.preview.rounds.map((round, index) => {
        if (index !== roundIndex) return round;
        const matches =
          change === null
            ? round.matches.filter((_, position) => position !== matchIndex)
            : round.matches.map((match, position) =>
                position !== matchIndex
                  ? match
                  : { ...match, ...change, startTime: Math.floor((change.startMinutes ?? match.startMinutes) / 60) },
              );
        return { ...round, matches };
      });
      return { ...old, preview: { ...old.preview, rounds: roundsNow } };
    });

  const matchCount = draft?.preview.rounds.reduce((sum, round) => sum + round.matches.length, 0) ?? 0;

  const createAll = async () => {
    if (!draft || matchCount === 0) return;
    const question = t('admin.fixtures.createQuestion', {
      matches: matchCount,
      rounds: draft.preview.rounds.filter((round) => round.matches.length > 0).length,
    });
    if (
      !(await confirm(question, {
        title: t('admin.fixtures.create'),
        confirmLabel: t('admin.fixtures.createButton'),
        tone: 'go',
      }))
    )
      return;
    try {
      await create.mutateAsync(draft);
      setDraft(null);
      // New rounds are drafts: said at once, as the round schedule's confirm does.
      if (draft.request.newRounds) toast.warning(t('admin.fixtures.created'), t('admin.fixtures.createdDraftRounds'));
      else toast.success(t('admin.fixtures.created'));
    } catch (error) {
      console.error('Failed to create the fixtures', error);
      toast.error(t('admin.fixtures.createFailed'), serverReason(error));
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="fixtures-title">
      <h3 id="fixtures-title" className={styles.title}>
        {t('admin.fixtures.title', { group: groupName })}
      </h3>
      <p className={styles.hint}>{t('admin.fixtures.hint')}</p>
      {draft ? null : (
        <div className={styles.form}>
          <fieldset className={styles.modes}>
            <legend className={styles.legend}>{t('admin.fixtures.roundsLegend')}</legend>
            <label className={styles.choice}>
              <input type="radio" name="fixtures-mode" checked={mode === 'new'} onChange={() => setMode('new')} />
              {t('admin.fixtures.newRounds')}
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name="fixtures-mode"
                checked={mode === 'existing'}
                onChange={() => setMode('existing')}
              />
              {t('admin.fixtures.existingRounds')}
            </label>
          </fieldset>
          {mode === 'new' ? (
            <div className={scheduleStyles.row}>
              <TextField
                label={t('admin.fixtures.firstDate')}
                type="date"
                value={firstDate}
                onValueChange={setFirstDate}
                required
              />
              <TextField
                label={t('admin.fixtures.everyDays')}
                type="number"
                min={1}
                max={28}
                inputMode="numeric"
                value={everyDays}
                onValueChange={setEveryDays}
                required
              />
              <SelectField
                label={t('admin.fixtures.startHour')}
                value={startHour}
                options={HOURS.map((hour) => ({ value: hour, label: formatStart(hour * 60) }))}
                onValueChange={(value) => setStartHour(value ?? 18)}
              />
              <SelectField
                label={t('admin.fixtures.endHour')}
                value={endHour}
                options={HOURS.map((hour) => ({ value: hour, label: formatStart(hour * 60) }))}
                onValueChange={(value) => setEndHour(value ?? 21)}
              />
              <TextField
                label={t('admin.fixtures.courts')}
                type="number"
                min={1}
                max={10}
                inputMode="numeric"
                value={courts}
                onValueChange={setCourts}
                required
              />
              <SelectField
                label={t('admin.fixtures.slotMinutes')}
                value={slotMinutes}
                options={SLOT_MINUTES.map((minutes) => ({
                  value: minutes,
                  label: t('admin.fixtures.minutes', { minutes }),
                }))}
                onValueChange={(value) => setSlotMinutes(value ?? 60)}
              />
            </div>
          ) : rounds.length === 0 ? (
            <p className={styles.hint}>{t('admin.fixtures.noRounds')}</p>
          ) : (
            <fieldset className={styles.roundList}>
              <legend className={styles.legend}>{t('admin.fixtures.chooseRoundsLegend')}</legend>
              {rounds.map((round) => (
                <label key={round.id} className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(round.id)}
                    onChange={(event) =>
                      setChosen((old) =>
                        event.target.checked ? [...old, round.id] : old.filter((id) => id !== round.id),
                      )
                    }
                  />
                  {round.name} · {formatDay(round.date)}
                </label>
              ))}
            </fieldset>
          )}
          <label className={styles.choice}>
            <input type="checkbox" checked={double} onChange={(event) => setDouble(event.target.checked)} />
            {t('admin.fixtures.double')}
          </label>
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={plan.isPending}
              aria-busy={plan.isPending || undefined}
              onClick={() => void preview()}
            >
              {plan.isPending ? <span className={notices.spinner} aria-hidden="true" /> : null}
              {t('admin.fixtures.preview')}
            </Button>
          </div>
        </div>
      )}
      {draft ? (
        <>
          <p className={scheduleStyles.info} role="status">
            {t('admin.fixtures.summary', { matches: matchCount, rounds: draft.preview.rounds.length })}
          </p>
          {draft.preview.rounds.length === 0 ? <p className={styles.hint}>{t('admin.fixtures.nothingLeft')}</p> : null}
          <ol className={styles.rounds}>
            {draft.preview.rounds.map((round, roundIndex) => {
              const starts = roundStarts({
                startHour: round.start_hour,
                endHour: round.end_hour,
                slotMinutes: round.slot_minutes,
              });
              const courtsOfRound = Array.from({ length: round.court_number }, (_, index) => index + 1);
              return (
                <li key={`${round.roundId ?? round.date}-${roundIndex}`} className={styles.round}>
                  <h4 className={styles.roundTitle}>
                    <span className={scheduleStyles.proposal}>
                      {round.roundId === undefined ? t('admin.fixtures.newRound') : t('admin.schedule.proposed')}
                    </span>
                    {round.name} · {formatDay(round.date)}
                  </h4>
                  {round.matches.length === 0 ? (
                    <p className={styles.hint}>{t('admin.fixtures.roundEmpty')}</p>
                  ) : (
                    <ul className={styles.matches}>
                      {round.matches.map((match, matchIndex) => (
                        <li key={`${match.team1Id}-${match.team2Id}`} className={styles.match}>
                          <span className={styles.teams}>
                            {match.team1Name} <span className={styles.versus}>{t('leagues.versus')}</span>{' '}
                            {match.team2Name}
                          </span>
                          <SelectField
                            className={styles.smallField}
                            label={t('admin.field.court')}
                            value={match.courtNumber}
                            options={courtsOfRound.map((court) => ({ value: court, label: formatCourt(court) }))}
                            onValueChange={(value) =>
                              value !== null && edit(roundIndex, matchIndex, { courtNumber: value })
                            }
                          />
                          <SelectField
                            className={styles.smallField}
                            label={t('admin.col.startTime')}
                            value={match.startMinutes}
                            options={starts.map((start) => ({ value: start, label: formatStart(start) }))}
                            onValueChange={(value) =>
                              value !== null && edit(roundIndex, matchIndex, { startMinutes: value })
                            }
                          />
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => edit(roundIndex, matchIndex, null)}
                            aria-label={t('admin.fixtures.removeMatch', {
                              team1: match.team1Name,
                              team2: match.team2Name,
                            })}
                          >
                            {t('admin.fixtures.remove')}
                          </Button>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
          {draft.preview.unscheduled.length > 0 ? (
            <section className={scheduleStyles.warning} aria-labelledby="fixtures-unmet-title">
              <h4 id="fixtures-unmet-title" className={scheduleStyles.infoTitle}>
                {t('admin.fixtures.unmetTitle')}
              </h4>
              <ul className={scheduleStyles.unscheduled}>
                {draft.preview.unscheduled.map((pair) => (
                  <li key={`${pair.team1Id}-${pair.team2Id}`}>
                    {t('admin.fixtures.unmetPair', {
                      team1: pair.team1Name,
                      team2: pair.team2Name,
                      missing: pair.missing,
                    })}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="primary"
              disabled={matchCount === 0 || create.isPending}
              aria-busy={create.isPending || undefined}
              onClick={() => void createAll()}
            >
              {create.isPending ? <span className={notices.spinner} aria-hidden="true" /> : null}
              {t('admin.fixtures.create')}
            </Button>
            <Button variant="secondary" disabled={create.isPending} onClick={() => setDraft(null)}>
              {t('admin.fixtures.discard')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
