import { useState, type FormEvent } from 'react';
import { localIsoDate } from '@/shared/domain/format';
import { CLUB_NIGHT_FORMATS, type ClubNightFormat } from '@/shared/domain/club-nights';
import { clubNightInput, type ClubNight } from '@/shared/schemas/club-night';
import { fullName } from '@/shared/domain/team-name';
import { now } from '@/client/lib/clock';
import { ApiError } from '@/client/lib/api-client';
import { serverErrorText } from '@/client/i18n/server-errors';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/field';
import { SelectField } from '@/client/components/ui/select';
import { HourToggle } from '@/client/components/ui/hour-toggle';
import { SearchPicker, type PickerOption } from '@/client/components/ui/search-picker';
import { searchPlayers } from '@/client/features/teams/admin/api';
import { formatStartHour } from '@/client/i18n/format-start';
import { FORMAT_NAMES } from '../messages';
import { addGuest, guestNameOf, searchTeams, useCreateNight } from './api';
import styles from './night-form.module.css';
import { t, type MessageKey } from '@/client/i18n/i18n';

const COURTS = [1, 2, 3, 4, 5, 6, 7, 8];
const START_HOURS = Array.from({ length: 16 }, (_, index) => index + 8);
const DEFAULT_POINTS = 24;

const FORMAT_HINTS = {
  americano: 'clubNights.admin.americanoHint',
  mexicano: 'clubNights.admin.mexicanoHint',
  teamAmericano: 'clubNights.admin.teamAmericanoHint',
} as const satisfies Record<ClubNightFormat, MessageKey>;

interface NightFormProps {
  clubId: number;
  onCreated: (night: ClubNight) => void;
  onCancel: () => void;
}

/**
 * A new night: name, date and hour, format, scoring (points per match, 24 by default, or minutes),
 * courts, and the players chosen with the player search or added as guests by name (for a Team
 * Americano, its fixed pairs: the tour's teams, with the team search). Made online:
 * the server makes the rounds (a Mexicano's first by rating); everything after works offline.
 */
export function NightForm({ clubId, onCreated, onCancel }: NightFormProps) {
  const create = useCreateNight();
  const [name, setName] = useState('');
  const [date, setDate] = useState(() => localIsoDate(new Date(now())));
  const [startHour, setStartHour] = useState(19);
  const [format, setFormat] = useState<ClubNightFormat>('mexicano');
  const [scoringKind, setScoringKind] = useState<'points' | 'timed'>('points');
  const [amount, setAmount] = useState(String(DEFAULT_POINTS));
  const [courts, setCourts] = useState<number[]>([1, 2]);
  const [players, setPlayers] = useState<PickerOption[]>([]);
  const [teams, setTeams] = useState<PickerOption[]>([]);
  const [guestName, setGuestName] = useState('');
  const [guestProblem, setGuestProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Made empty and filled from its entries (docs/entries.md): the players, or a Team Americano's pairs.
  const [fromEntries, setFromEntries] = useState(false);

  const byTeams = format === 'teamAmericano';
  const addTeam = (option: PickerOption | null) => {
    if (option && !teams.some((team) => team.id === option.id)) setTeams([...teams, option]);
  };
  const addPlayer = (option: PickerOption | null) => {
    if (option && !players.some((player) => player.id === option.id)) setPlayers([...players, option]);
  };
  const addGuestPlayer = async () => {
    const guest = guestNameOf(guestName);
    if (!guest) return setGuestProblem(t('clubNights.admin.guestNameHint'));
    setGuestProblem(null);
    try {
      const player = await addGuest(guest);
      setPlayers((list) => [...list, { id: player.id, label: fullName(player), hint: t('clubNights.guest') }]);
      setGuestName('');
    } catch (failure) {
      setGuestProblem(
        serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.guestFailed'),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name,
      date,
      startHour,
      format,
      scoring:
        scoringKind === 'points'
          ? { kind: 'points' as const, pointsPerMatch: Number(amount) }
          : { kind: 'timed' as const, minutes: Number(amount) },
      courts,
      // A Team Americano is made from fixed pairs (the tour's teams); the other formats from players.
      ...(fromEntries
        ? { openEntries: true }
        : byTeams
          ? { teams: teams.map((team) => team.id) }
          : { players: players.map((player) => player.id) }),
    };
    const checked = clubNightInput.safeParse(input);
    if (!checked.success) return setProblem(checked.error.issues.map((issue) => issue.message).join('. '));
    setProblem(null);
    try {
      onCreated(await create.mutateAsync({ clubId, input }));
    } catch (failure) {
      setProblem(
        serverErrorText(failure instanceof ApiError ? failure.body : null) ?? t('clubNights.admin.createFailed'),
      );
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('clubNights.admin.createTitle')}
    >
      <TextField label={t('clubNights.admin.name')} required value={name} onValueChange={setName} autoComplete="off" />
      <div className={styles.row}>
        <TextField label={t('clubNights.admin.date')} type="date" required value={date} onValueChange={setDate} />
        <SelectField
          label={t('clubNights.admin.startHour')}
          value={startHour}
          options={START_HOURS.map((hour) => ({ value: hour, label: formatStartHour(hour) }))}
          onValueChange={(hour) => setStartHour(hour ?? 19)}
        />
      </div>
      <SelectField
        label={t('clubNights.admin.format')}
        value={format}
        options={CLUB_NIGHT_FORMATS.map((value) => ({ value, label: t(FORMAT_NAMES[value]) }))}
        onValueChange={(value) => setFormat(value ?? 'mexicano')}
        hint={t(FORMAT_HINTS[format])}
      />
      <div className={styles.row}>
        <SelectField
          label={t('clubNights.admin.scoring')}
          value={scoringKind}
          options={[
            { value: 'points' as const, label: t('clubNights.admin.scoringPoints') },
            { value: 'timed' as const, label: t('clubNights.admin.scoringTimed') },
          ]}
          onValueChange={(kind) => {
            setScoringKind(kind ?? 'points');
            setAmount(kind === 'timed' ? '12' : String(DEFAULT_POINTS));
          }}
        />
        <TextField
          label={scoringKind === 'points' ? t('clubNights.admin.pointsPerMatch') : t('clubNights.admin.minutes')}
          inputMode="numeric"
          required
          value={amount}
          onValueChange={(text) => setAmount(text.replace(/\D/g, '').slice(0, 3))}
        />
      </div>
      <HourToggle
        label={t('clubNights.admin.courts')}
        hours={COURTS}
        selected={courts}
        onChange={setCourts}
        formatValue={String}
        tone="selection"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={fromEntries} onChange={(event) => setFromEntries(event.target.checked)} />
        <span>{byTeams ? t('clubNights.admin.pairsFromEntries') : t('clubNights.admin.playersFromEntries')}</span>
      </label>
      {fromEntries ? (
        <p className={styles.hint}>{t('clubNights.admin.fromEntriesHint')}</p>
      ) : byTeams ? (
        <fieldset className={styles.players}>
          <legend>{t('clubNights.admin.teamsCount', { count: teams.length })}</legend>
          <SearchPicker
            key={teams.length}
            label={t('clubNights.admin.addTeam')}
            selected={null}
            onSelect={addTeam}
            search={searchTeams}
            excludeIds={teams.map((team) => team.id)}
            hint={t('clubNights.admin.addTeamHint')}
          />
          {teams.length > 0 ? (
            <ol className={styles.chosen} aria-label={t('clubNights.admin.chosenTeams')}>
              {teams.map((team) => (
                <li key={team.id}>
                  <span>{team.label}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('clubNights.admin.removeTeam', { name: team.label })}
                    onClick={() => setTeams(teams.filter((other) => other.id !== team.id))}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
        </fieldset>
      ) : (
        <fieldset className={styles.players}>
          <legend>{t('clubNights.admin.playersCount', { count: players.length })}</legend>
          <SearchPicker
            // A new, empty box after each pick.
            key={players.length}
            label={t('clubNights.admin.addPlayer')}
            selected={null}
            onSelect={addPlayer}
            search={searchPlayers}
            excludeIds={players.map((player) => player.id)}
          />
          <div className={styles.guest}>
            <TextField
              label={t('clubNights.admin.guestName')}
              value={guestName}
              onValueChange={setGuestName}
              autoComplete="off"
              error={guestProblem}
              hint={t('clubNights.admin.guestNameHint')}
            />
            <Button variant="secondary" onClick={() => void addGuestPlayer()} disabled={guestName.trim() === ''}>
              {t('clubNights.admin.addGuest')}
            </Button>
          </div>
          {players.length > 0 ? (
            <ol className={styles.chosen} aria-label={t('clubNights.admin.chosenPlayers')}>
              {players.map((player) => (
                <li key={player.id}>
                  <span>
                    {player.label}
                    {player.hint === t('clubNights.guest') ? <small> · {player.hint}</small> : null}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('clubNights.admin.removePlayer', { name: player.label })}
                    onClick={() => setPlayers(players.filter((p) => p.id !== player.id))}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ol>
          ) : null}
        </fieldset>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('clubNights.admin.create')}
        </Button>
      </div>
    </form>
  );
}
