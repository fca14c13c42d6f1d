import type { ReactNode } from 'react';
import { formatMatchStart } from '@/client/i18n/format-start';
import { t, type MessageKey } from '@/client/i18n/i18n';
import { fallbackTeamName } from '@/shared/domain/team-name';
import type { Match } from '@/shared/schemas/match';
import { FORMAT_NAMES } from '@/client/features/club-nights/messages';
import type { TvCourt, TvMatch, TvNight, TvPanel, TvPanelKind, TvTable } from './tv-panels';
import styles from './tv-screen.module.css';


/** "League · Group A" for a group named "A"; a group whose name already says it ("Group A", "Grupo 2") is not named twice. */
export const groupLine = (league: string, group: string): string =>
  /^(group|grupo)\b/i.test(group.trim()) ? t('tv.groupLineNamed', { league, group }) : t('tv.groupLine', { league, group });

/** Each kind's title; typed over every kind, so a new kind does not build without one. */
export const PANEL_TITLES: Record<TvPanelKind, MessageKey> = {
  nightLeaderboard: 'tv.nightLeaderboard',
  onCourt: 'tv.onCourt',
  nextUp: 'tv.nextUp',
  results: 'tv.results',
  standings: 'tv.standings',
};

/** Each kind's view; a new kind of panel adds its own here. */
const PANEL_VIEWS: { [K in TvPanelKind]: (panel: Extract<TvPanel, { kind: K }>) => ReactNode } = {
  nightLeaderboard: (panel) => <NightLeaderboardPanel night={panel.night} />,
  onCourt: (panel) => <OnCourtPanel courts={panel.courts} />,
  nextUp: (panel) => <NextUpPanel matches={panel.matches} />,
  results: (panel) => <ResultsPanel matches={panel.matches} />,
  standings: (panel) => <StandingsPanel table={panel.table} />,
};

export function PanelView({ panel }: { panel: TvPanel }) {
  const view = PANEL_VIEWS[panel.kind] as (panel: TvPanel) => ReactNode;
  return view(panel);
}

const nameOf = (name: string, teamId: number | null) => name.trim() || fallbackTeamName(teamId);

/** "Liga Sevilla 2026 · Group A", or the league alone for a playoff match. */
export const placeLine = (item: Pick<TvMatch, 'leagueName' | 'groupName'>): string =>
  item.groupName === null ? item.leagueName : groupLine(item.leagueName, item.groupName);

const courtName = (courtNumber: number | null) => (courtNumber === null ? t('tv.noCourt') : t('tv.court', { number: courtNumber }));

function OnCourtPanel({ courts }: { courts: TvCourt[] }) {
  return (
    <ul className={styles.courts} data-count={courts.length}>
      {courts.map(({ courtNumber, match }) => (
        <li key={match.match.id} className={styles.courtCard} data-testid="tv-court">
          <div className={styles.courtHead}>
            <span className={styles.courtName}>{courtName(courtNumber)}</span>
            <span className={styles.since}>{t('tv.since', { time: formatMatchStart(match.match) })}</span>
          </div>
          <p className={styles.teamLine}>{nameOf(match.match.team1Name, match.match.team1Id)}</p>
          <p className={styles.vs}>{t('tv.vs')}</p>
          <p className={styles.teamLine}>{nameOf(match.match.team2Name, match.match.team2Id)}</p>
          <p className={styles.place}>{placeLine(match)}</p>
        </li>
      ))}
    </ul>
  );
}

function NextUpPanel({ matches }: { matches: TvMatch[] }) {
  return (
    <ol className={styles.rows}>
      {matches.map((item) => (
        <li key={item.match.id} className={styles.nextRow} data-testid="tv-next">
          <span className={styles.when}>
            <span className={styles.hour}>{formatMatchStart(item.match)}</span>
            <span className={styles.rowCourt}>{courtName(item.match.courtNumber)}</span>
          </span>
          <span className={styles.pair}>
            <span className={styles.pairTeam}>{nameOf(item.match.team1Name, item.match.team1Id)}</span>
            <span className={styles.pairTeam}>
              <span className={styles.vsInline}>{t('tv.vs')}</span> {nameOf(item.match.team2Name, item.match.team2Id)}
            </span>
            <span className={styles.place}>{placeLine(item)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function ResultsPanel({ matches }: { matches: TvMatch[] }) {
  return (
    <ol className={styles.results}>
      {matches.map((item) => (
        <li key={item.match.id}>
          <ResultCard item={item} />
        </li>
      ))}
    </ol>
  );
}

const OUTCOME_NOTES: Partial<Record<Match['outcome'], MessageKey>> = { walkover: 'leagues.walkover', retired: 'leagues.retired' };

/** Both teams with their set scores; the winner's row is marked (and said, for screen readers). */
export function ResultCard({ item }: { item: TvMatch }) {
  const { match } = item;
  const sets = Math.max(match.team1Results.length, match.team2Results.length);
  const note = OUTCOME_NOTES[match.outcome];
  const row = (side: 1 | 2) => {
    const teamId = side === 1 ? match.team1Id : match.team2Id;
    const won = match.winnerTeamId !== null && match.winnerTeamId === teamId;
    const own = side === 1 ? match.team1Results : match.team2Results;
    const other = side === 1 ? match.team2Results : match.team1Results;
    return (
      <div className={styles.resultRow} data-winner={won || undefined}>
        <span className={styles.winnerMark} aria-hidden="true">
          {won ? '●' : ''}
        </span>
        <span className={styles.resultTeam}>
          {nameOf(side === 1 ? match.team1Name : match.team2Name, teamId)}
          {won ? <span className={styles.srOnly}> ({t('tv.winner')})</span> : null}
        </span>
        <span className={styles.sets}>
          {Array.from({ length: sets }, (_, index) => (
            <span key={index} className={styles.set} data-won={(own[index] ?? 0) > (other[index] ?? 0) || undefined}>
              {own[index] ?? '-'}
            </span>
          ))}
        </span>
      </div>
    );
  };
  return (
    <div className={styles.resultCard} data-testid="tv-result" data-match-id={match.id}>
      {row(1)}
      {row(2)}
      <p className={styles.place}>
        {placeLine(item)}
        {note ? ` · ${t(note)}` : ''}
      </p>
    </div>
  );
}

function StandingsPanel({ table }: { table: TvTable }) {
  return (
    <div className={styles.standings}>
      <p className={styles.tableName}>{groupLine(table.leagueName, table.groupName)}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" abbr={t('standings.rank')}>{t('standings.rankShort')}</th>
            <th scope="col" className={styles.teamCol}>{t('standings.team')}</th>
            <th scope="col" abbr={t('standings.played')}>{t('standings.playedShort')}</th>
            <th scope="col" abbr={t('standings.won')}>{t('standings.wonShort')}</th>
            <th scope="col" abbr={t('standings.setsDiff')}>{t('standings.setsDiffShort')}</th>
            <th scope="col" abbr={t('standings.gamesDiff')}>{t('standings.gamesDiffShort')}</th>
            <th scope="col" abbr={t('standings.points')}>{t('standings.pointsShort')}</th>
          </tr>
        </thead>
        <tbody>
          {table.standings.map((row) => (
            <tr key={row.teamId} data-testid="tv-standing">
              <td>{row.rank}</td>
              <td className={styles.teamCol}>{nameOf(row.teamName, row.teamId)}</td>
              <td>{row.matchesPlayed}</td>
              <td>{row.matchesWon}</td>
              <td>{signed(row.setsDiff)}</td>
              <td>{signed(row.gamesDiff)}</td>
              <td className={styles.points}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A club night's leaderboard: the night, how far it is, and its players by points (as the night's page ranks them). */
function NightLeaderboardPanel({ night }: { night: TvNight }) {
  return (
    <div className={styles.standings}>
      <p className={styles.tableName}>
        {t('tv.nightLine', {
          name: night.name,
          format: t(FORMAT_NAMES[night.format]),
          played: night.roundsPlayed,
          planned: night.plannedRounds,
        })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" abbr={t('standings.rank')}>{t('standings.rankShort')}</th>
            <th scope="col" className={styles.teamCol}>{t('clubNights.player')}</th>
            <th scope="col" abbr={t('clubNights.playedLong')}>{t('clubNights.played')}</th>
            <th scope="col" abbr={t('clubNights.wonLong')}>{t('clubNights.won')}</th>
            <th scope="col" abbr={t('clubNights.diffLong')}>{t('clubNights.diff')}</th>
            <th scope="col">{t('clubNights.points')}</th>
          </tr>
        </thead>
        <tbody>
          {night.leaderboard.map((row) => (
            <tr key={row.playerId} data-testid="tv-night-row">
              <td>{row.rank}</td>
              <td className={styles.teamCol}>{row.name}</td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{signed(row.pointsDiff)}</td>
              <td className={styles.points}>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
