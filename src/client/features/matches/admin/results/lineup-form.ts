import { z } from 'zod';
import type { LineupInput, LineupPlayer } from '@/shared/schemas/lineup';
import type { Match } from '@/shared/schemas/match';
import type { Team } from '@/shared/schemas/team';
import { fullName } from '@/shared/domain/team-name';
import { normaliseForSearch } from '@/shared/domain/search-text';
import type { LineupShown } from '@/client/offline';
import type { PickerOption } from '@/client/components/ui/search-picker';
import { t } from '@/client/i18n/i18n';

/** One player of a team in the line-up form: played, or absent with the substitute who played instead. */
export interface LineupSlot {
  playerId: number;
  name: string;
  played: boolean;
  substitute: PickerOption | null;
}

export interface LineupFormValues {
  team1: LineupSlot[];
  team2: LineupSlot[];
}

export const LINEUP_SIDES = ['team1', 'team2'] as const;

/**
 * The form from a line-up still waiting in the outbox: each slot holds the player the kept line-up
 * names in its place (`lineupPayload` keeps each team's order), a substitute by the name the phone
 * kept. Opened again before the line-up is sent, the dialog shows what was set, not the server's.
 */
export function pendingLineupToForm(
  pending: { body: LineupInput; shown: readonly LineupShown[] },
  team1: Team,
  team2: Team,
): LineupFormValues {
  const slotsOf = (team: Team, players: readonly number[]): LineupSlot[] =>
    [team.player1, team.player2].map((player, index) => {
      const name = fullName(player);
      const playerId = players[index] ?? player.id;
      if (playerId === player.id) return { playerId: player.id, name, played: true, substitute: null };
      const label = pending.shown.find((one) => one.absent === name)?.substitute ?? String(playerId);
      return { playerId: player.id, name, played: false, substitute: { id: playerId, label } };
    });
  return {
    team1: slotsOf(team1, pending.body.team1Players.map(Number)),
    team2: slotsOf(team2, pending.body.team2Players.map(Number)),
  };
}

/** The form from the match's line-up: each team player played unless a substitute stood in for them. */
export function lineupToForm(match: Match, team1: Team, team2: Team): LineupFormValues {
  const slotsOf = (team: Team, players: readonly LineupPlayer[]): LineupSlot[] =>
    [team.player1, team.player2].map((player) => {
      const standIn = players.find((one) => one.replaces?.playerId === player.id);
      return {
        playerId: player.id,
        name: fullName(player),
        played: !standIn,
        substitute: standIn ? { id: standIn.playerId, label: standIn.name } : null,
      };
    });
  return {
    team1: slotsOf(team1, match.lineup?.team1Players ?? []),
    team2: slotsOf(team2, match.lineup?.team2Players ?? []),
  };
}

const slot = z.object({
  playerId: z.number(),
  name: z.string(),
  played: z.boolean(),
  substitute: z.object({ id: z.number(), label: z.string(), hint: z.string().optional() }).nullable(),
});

/** An absent player needs the substitute who played instead; a player is in a line-up once. */
export const lineupFormSchema = z.object({ team1: z.array(slot), team2: z.array(slot) }).superRefine((values, ctx) => {
  const seen = new Set<number>();
  for (const side of LINEUP_SIDES) {
    values[side].forEach((entry, index) => {
      const playerId = entry.played ? entry.playerId : entry.substitute?.id;
      if (playerId === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [side, index, 'substitute'],
          message: t('admin.lineup.substituteRequired', { player: entry.name }),
        });
        return;
      }
      if (seen.has(playerId)) {
        ctx.addIssue({ code: 'custom', path: [side, index, 'substitute'], message: t('admin.lineup.playerTwice') });
      }
      seen.add(playerId);
    });
  }
});

/** Who played, as the API takes it. */
export const lineupPayload = (values: LineupFormValues): LineupInput => {
  const side = (slots: LineupSlot[]) =>
    slots.map((entry) => (entry.played ? entry.playerId : (entry.substitute?.id ?? entry.playerId)));
  return { team1Players: side(values.team1), team2Players: side(values.team2) };
};

/** Every player the form names now, so a picker offers none of them again. */
export const namedPlayerIds = (values: LineupFormValues): number[] =>
  LINEUP_SIDES.flatMap((side) =>
    values[side].flatMap((entry) => [entry.playerId, ...(entry.substitute ? [entry.substitute.id] : [])]),
  );

/** Who stands in for whom, by name: what the card shows while the line-up waits in the outbox. */
export const lineupShown = (values: LineupFormValues): LineupShown[] =>
  LINEUP_SIDES.flatMap((side) =>
    values[side].flatMap((entry) =>
      !entry.played && entry.substitute ? [{ substitute: entry.substitute.label, absent: entry.name }] : [],
    ),
  );

/**
 * The players a line-up can name without signal: those of the league's teams and the substitutes
 * the match already names, all kept on the device. A search then filters them by name, ignoring
 * case and accents as the server's search does.
 */
export function playersOnDevice(teams: readonly Team[], match: Pick<Match, 'lineup'>): PickerOption[] {
  const byId = new Map<number, PickerOption>();
  for (const team of teams)
    for (const player of [team.player1, team.player2]) byId.set(player.id, { id: player.id, label: fullName(player) });
  for (const player of [...(match.lineup?.team1Players ?? []), ...(match.lineup?.team2Players ?? [])])
    if (!byId.has(player.playerId)) byId.set(player.playerId, { id: player.playerId, label: player.name });
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function searchOnDevice(players: readonly PickerOption[], text: string, limit = 10): PickerOption[] {
  const wanted = normaliseForSearch(text);
  return players.filter((player) => normaliseForSearch(player.label).includes(wanted)).slice(0, limit);
}
