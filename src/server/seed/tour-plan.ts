import type { MatchFormat } from '../../shared/domain/constants.js';
import type { LeagueStatus } from '../../shared/schemas/league.js';
import { CLUBS, GROUP_LETTERS, LEAGUE_NAMES, LEAGUE_RULES, TEAM_NICKNAMES } from './names.js';
import { COURT_NUMBERS, START_HOURS } from '../../shared/domain/match-rules.js';

const HOURS_A_DAY = START_HOURS.max - START_HOURS.min + 1;

/** The knobs of a custom tour; 'small' and 'large' are presets. */
export interface TourSize {
  clubs: number;
  leaguesPerClub: number;
  groupsPerLeague: number;
  teamsPerGroup: number;
  roundsPerLeague: number;
  /** Courts per round (1–10). */
  courts: number;
}

export type TourSizeOption = 'small' | 'large' | TourSize;

/**
 * How a league's season sits around today. Finished: every round past and played. Active: the
 * first `playedRounds` rounds past and played, the next one the current round (scheduled, no
 * results yet), any later ones inactive and still empty. Inactive: every round ahead, inactive, empty.
 */
export interface LeaguePlan {
  name: string;
  description: string;
  rules: string;
  status: LeagueStatus;
  /** How its matches are scored; the generated results fit it. */
  matchFormat: MatchFormat;
  groups: { name: string; teamCount: number }[];
  rounds: number;
  playedRounds: number;
  courts: number;
  startHour: number;
  endHour: number;
  /** Active: days from today to the current round. Finished: days since the last round. Inactive: days to the first. */
  dayOffset: number;
}

export interface ClubPlan {
  name: string;
  description: string;
  rules: string;
  leagues: LeaguePlan[];
}

export interface TourPlan {
  clubs: ClubPlan[];
  /**
   * 'fresh': every league gets teams of its own. A number: the tour has that many teams and each
   * league draws its teams from them, as club players do when they enter several leagues.
   */
  teams: 'fresh' | number;
  /** Players without a team: they show on the players page with no matches. */
  extraPlayers: number;
  /** Custom names for the first teams; the rest go by their players' names. */
  teamNicknames: string[];
}

/** 9 round-robin rounds for 10 teams, and one more ahead so active leagues show a future round. */
export const LARGE_SIZE: TourSize = {
  clubs: 20,
  leaguesPerClub: 3,
  groupsPerLeague: 2,
  teamsPerGroup: 10,
  roundsPerLeague: 10,
  courts: 4,
};

export function planFor(size: TourSizeOption, year: number): TourPlan {
  if (size === 'small') return smallPlan(year);
  return sizedPlan(size === 'large' ? LARGE_SIZE : size, year);
}

/** "A", "B"…: a letter reads the same in every language the app speaks (the tabs say what it is). */
const groupName = (index: number): string =>
  `${GROUP_LETTERS[index % GROUP_LETTERS.length] ?? 'A'}${index >= GROUP_LETTERS.length ? Math.floor(index / GROUP_LETTERS.length) + 1 : ''}`;
const groups = (...sizes: number[]) => sizes.map((teamCount, index) => ({ name: groupName(index), teamCount }));

function club(index: number, leagues: LeaguePlan[]): ClubPlan {
  const text = CLUBS[index % CLUBS.length];
  if (!text) throw new Error('no club texts');
  // Past the list of real-sounding names, later clubs are numbered branches of the earlier ones.
  const branch = Math.floor(index / CLUBS.length);
  return {
    name: branch === 0 ? text.name : `${text.name} ${branch + 1}`,
    description: text.description,
    rules: text.rules,
    leagues,
  };
}

/** The tour a new embedded database starts with: small enough to read, with every state on show. */
function smallPlan(year: number): TourPlan {
  // Four leagues with results show the padel formats and a timed one; the rest keep the free rules.
  const league = (
    plan: Omit<LeaguePlan, 'rules' | 'matchFormat'> & { rules?: string; matchFormat?: MatchFormat },
  ): LeaguePlan => ({
    rules: LEAGUE_RULES,
    matchFormat: 'free',
    ...plan,
  });
  return {
    teams: 20,
    extraPlayers: 2,
    teamNicknames: TEAM_NICKNAMES,
    clubs: [
      club(0, [
        league({
          name: `Liga Bandeja II · ${year}`,
          matchFormat: 'bestOf3SuperTiebreak',
          description:
            'The main league of the club: two groups of similar level, one round a week in the evening.\nLa liga principal del club: dos grupos de nivel parecido, una jornada por semana, por la tarde.',
          status: 'active',
          groups: groups(6, 5),
          rounds: 5,
          playedRounds: 3,
          courts: 3,
          startHour: 18,
          endHour: 22,
          dayOffset: 2,
        }),
        league({
          name: 'Afterwork Social',
          matchFormat: 'proSet9',
          description:
            'A relaxed social league after work; mixed pairs welcome.\nUna liga social y tranquila después del trabajo; parejas mixtas bienvenidas.',
          status: 'active',
          groups: groups(4),
          rounds: 3,
          playedRounds: 1,
          courts: 2,
          startHour: 19,
          endHour: 22,
          dayOffset: 4,
        }),
        league({
          name: `Liga Bandeja I · ${year}`,
          description:
            'Morning matches before the heat. Congratulations to the champions!\nPartidos por la mañana, antes del calor. ¡Enhorabuena a los campeones!',
          status: 'finished',
          groups: groups(5),
          rounds: 5,
          playedRounds: 5,
          courts: 2,
          startHour: 9,
          endHour: 12,
          dayOffset: 75,
        }),
      ]),
      club(1, [
        league({
          name: `Liga Sevilla ${year}`,
          matchFormat: 'bestOf3',
          description:
            'The autumn league of Sevilla: two groups of five, the top two of each meet on the final day.\nLa liga de otoño de Sevilla: dos grupos de cinco; los dos primeros de cada uno juegan el día final.',
          status: 'active',
          groups: groups(5, 5),
          rounds: 5,
          playedRounds: 3,
          courts: 4,
          startHour: 19,
          endHour: 22,
          dayOffset: 0,
        }),
        league({
          name: 'Padel +45',
          description:
            'Opens after the winter break; entries are closed.\nEmpieza después del parón de invierno; inscripciones cerradas.',
          status: 'inactive',
          groups: groups(4),
          rounds: 3,
          playedRounds: 0,
          courts: 2,
          startHour: 10,
          endHour: 13,
          dayOffset: 24,
        }),
      ]),
      club(2, [
        league({
          name: `Bandeja Open II · ${year}`,
          description:
            'Open to every level; evening matches by the sea.\nAbierta a todos los niveles; partidos por la tarde junto al mar.',
          status: 'active',
          groups: groups(6),
          rounds: 5,
          playedRounds: 2,
          courts: 3,
          startHour: 18,
          endHour: 21,
          dayOffset: 5,
        }),
        league({
          name: `Bandeja Open I · ${year}`,
          // A timed league: the score when the court time ran out stands (docs/rules.md).
          matchFormat: 'timed',
          description:
            'The spring season. See you at the final day!\nLa temporada de primavera. ¡Nos vemos el día final!',
          status: 'finished',
          groups: groups(4),
          rounds: 3,
          playedRounds: 3,
          courts: 2,
          startHour: 18,
          endHour: 21,
          dayOffset: 180,
        }),
      ]),
    ],
  };
}

/** One league in ten of each padel format, so a large tour shows them all; the rest free. */
function matchFormatOf(index: number): MatchFormat {
  const formats: readonly MatchFormat[] = ['bestOf3SuperTiebreak', 'proSet9', 'bestOf3'];
  return formats[index % 10] ?? 'free';
}

/** Most leagues active; one in ten finished and one in twenty not started, so every status is there. */
function statusOf(index: number): LeagueStatus {
  if (index % 10 === 4) return 'finished';
  if (index % 20 === 9) return 'inactive';
  return 'active';
}

function checkSize(size: TourSize): void {
  const whole = (name: keyof TourSize, min: number, max: number) => {
    const value = size[name];
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`Demo tour size: ${name} must be a whole number from ${min} to ${max} (got ${value})`);
    }
  };
  whole('clubs', 1, 1000);
  whole('leaguesPerClub', 1, 100);
  whole('groupsPerLeague', 1, 26);
  whole('teamsPerGroup', 2, 100);
  whole('roundsPerLeague', 1, 100);
  whole('courts', COURT_NUMBERS.min, COURT_NUMBERS.max);
}

/**
 * A tour of the given size. Rounds run 18–22 unless the matches of a round need more hours on
 * the courts given; then they start earlier (and the size is refused when a day is not enough).
 */
function sizedPlan(size: TourSize, year: number): TourPlan {
  checkSize(size);
  const matchesPerRound = size.groupsPerLeague * Math.floor(size.teamsPerGroup / 2);
  const hoursNeeded = Math.max(5, Math.ceil(matchesPerRound / size.courts));
  if (hoursNeeded > HOURS_A_DAY) {
    throw new RangeError(
      `Demo tour size: ${matchesPerRound} matches a round do not fit on ${size.courts} courts in one day`,
    );
  }
  const startHour = Math.min(18, START_HOURS.max + 1 - hoursNeeded);
  const endHour = startHour + hoursNeeded - 1;
  const rounds = size.roundsPerLeague;

  let leagueIndex = 0;
  const clubs: ClubPlan[] = [];
  for (let c = 0; c < size.clubs; c++) {
    const leagues: LeaguePlan[] = [];
    for (let l = 0; l < size.leaguesPerClub; l++) {
      const status = statusOf(leagueIndex);
      const baseName = LEAGUE_NAMES[l % LEAGUE_NAMES.length] ?? 'League';
      const edition = Math.floor(l / LEAGUE_NAMES.length);
      leagues.push({
        name: `${baseName} ${year - edition}`,
        description: `${baseName}: ${size.groupsPerLeague} group(s) of ${size.teamsPerGroup} teams, one round a week.`,
        rules: LEAGUE_RULES,
        status,
        matchFormat: matchFormatOf(leagueIndex),
        groups: groups(...Array.from({ length: size.groupsPerLeague }, () => size.teamsPerGroup)),
        rounds,
        playedRounds: status === 'finished' ? rounds : status === 'inactive' ? 0 : Math.max(0, rounds - 2),
        courts: size.courts,
        startHour,
        endHour,
        dayOffset:
          status === 'finished'
            ? 30 + (leagueIndex % 5) * 7
            : status === 'inactive'
              ? 21 + (leagueIndex % 7)
              : leagueIndex % 7,
      });
      leagueIndex += 1;
    }
    clubs.push(club(c, leagues));
  }
  const teamCount = size.clubs * size.leaguesPerClub * size.groupsPerLeague * size.teamsPerGroup;
  // About one player in twenty-five waits for a partner, as on any club's list.
  return { clubs, teams: 'fresh', extraPlayers: Math.ceil(teamCount / 12), teamNicknames: [] };
}
