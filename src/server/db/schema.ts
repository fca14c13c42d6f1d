import type { Generated } from 'kysely';
import type { AccountRole } from '../../shared/schemas/users.js';

/**
 * Table shapes as Kysely sees them. Instants are ISO 8601 text and lists are JSON text in both
 * SQLite and PostgreSQL, so one set of queries serves both databases.
 */
export interface Database {
  admins: {
    id: Generated<number>;
    username: string;
    /** The username as compared (shared/domain/usernames.ts), unique: look-alike names are one (migration 013). */
    username_key: string;
    password_hash: string;
    /** `admin` runs the tour; `organiser` runs the clubs in account_clubs (migration 010). */
    role: Generated<AccountRole>;
    created_at: string;
    updated_at: string;
    /** A player's account names its player; staff accounts none (migration 011). */
    player_id: Generated<number | null>;
  };
  /** One-time links that make a player's account; only the token's SHA-256 is kept (migration 011). */
  invitations: {
    id: Generated<number>;
    token_hash: string;
    player_id: number;
    created_by: number | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** One-time links that make an organiser's account for `club_ids` (JSON list; migration 016). */
  organiser_invitations: {
    id: Generated<number>;
    token_hash: string;
    club_ids: string;
    created_by: number | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Results reported from the court (docs/reports.md); only a confirmed one reaches the match row. */
  match_reports: {
    id: Generated<number>;
    match_id: number;
    player_id: number;
    team_id: number;
    team1_results: string | null;
    team2_results: string | null;
    outcome: string;
    winner_team_id: number | null;
    /** pending | disputed (open) | confirmed | overridden | replaced (closed). */
    status: string;
    reason: string | null;
    counter_team1_results: string | null;
    counter_team2_results: string | null;
    created_at: string;
    resolved_at: string | null;
    resolved_by: number | null;
  };
  /** Every change of a match's score: who, when, how, from and to (migration 011). */
  match_score_changes: {
    id: Generated<number>;
    match_id: number;
    at: string;
    account_id: number | null;
    role: string;
    username: string;
    via: string;
    from_team1_results: string | null;
    from_team2_results: string | null;
    from_outcome: string;
    to_team1_results: string | null;
    to_team2_results: string | null;
    to_outcome: string;
  };
  /** Consecutive failed passwords per username as typed, known or not (migration 011). */
  login_failures: {
    username: string;
    failures: number;
    locked_until: string | null;
    last_failed_at: string;
  };
  sessions: {
    id: Generated<number>;
    admin_id: number;
    token_hash: string;
    expires_at: string;
    created_at: string;
  };
  idempotency_keys: {
    /** Whose key it is: `account:<id>`, or `anonymous:<request hash>` (plugins/idempotency.ts). */
    caller: string;
    key: string;
    request_hash: string;
    status_code: number;
    response_body: string | null;
    created_at: string;
  };
  /** One row (id 1): how many admin writes have committed, less the rows of data_changes (migration 004). */
  data_version: {
    id: number;
    version: number;
  };
  /** A pair's request to move its match (migration 024, docs/reschedules.md). */
  reschedule_requests: {
    id: Generated<number>;
    match_id: number;
    club_id: number;
    requested_by_team_id: number;
    other_team_id: number;
    requested_by_player_id: number | null;
    reason: string;
    /** JSON list of { roundId, startMinutes, courtNumber | null }. */
    proposals: string;
    /** proposed | accepted (open) | approved | declined | rejected. */
    status: string;
    accepted_proposal: number | null;
    note: string | null;
    created_at: string;
    answered_at: string | null;
    answered_by: number | null;
    decided_at: string | null;
    decided_by: number | null;
  };
  clubs: {
    id: Generated<number>;
    name: string;
    description: string | null;
    rules: string | null;
    created_at: string;
  };
  leagues: {
    id: Generated<number>;
    club_id: number;
    name: string;
    description: string | null;
    rules: string | null;
    status: string;
    points_for_win: number;
    points_for_loss: number;
    /** JSON array of tie-breaker names, in order. */
    tiebreakers: string;
    match_tiebreak_games: string;
    /** free | bestOf3 | bestOf3SuperTiebreak | proSet9 (migration 006) | bestOf3ShortSets | proSet8 | timed (025). */
    match_format: Generated<string>;
    /** Points each team earns for a drawn (timed) match (migration 025). */
    points_for_draw: Generated<number>;
    /** advantage | goldenPoint | starPoint (migration 025). */
    deuce_rule: Generated<string>;
    created_at: string;
    /** The season before and after this one (migration 008, docs/seasons.md). */
    previous_league_id: Generated<number | null>;
    next_league_id: Generated<number | null>;
    /** 0 | 1: rank a group by points per match (migration 026, docs/seasons.md). */
    rank_by_points_per_match: Generated<number>;
    /** Substitute appearances a team may make in the league (migration 023, docs/substitutes.md). */
    max_substitute_appearances: Generated<number>;
    /** How far above the absent player a substitute's level may be, in tenths; null: no limit. */
    substitute_max_level_tenths: Generated<number | null>;
    /** 0 | 1: a move both pairs agreed on goes through without the organiser (migration 024, docs/reschedules.md). */
    auto_approve_reschedules: Generated<number>;
  };
  league_groups: {
    id: Generated<number>;
    league_id: number;
    name: string;
  };
  /** Points taken off a team in a group's table, with the reason (migration 020, docs/standings.md). */
  point_deductions: {
    id: Generated<number>;
    group_id: number;
    team_id: number;
    points: number;
    reason: string;
    created_at: string;
  };
  /** One substitute in a match: who stood in for which player of which team (migration 023, docs/substitutes.md). */
  match_substitutes: {
    match_id: number;
    player_id: number;
    replaces_player_id: number;
    team_id: number;
    league_id: number;
    created_at: string;
  };
  /** A team withdrawn from its group mid-season (migration 025, docs/standings.md, "Withdrawals"). */
  team_withdrawals: {
    id: Generated<number>;
    group_id: number;
    team_id: number;
    /** annul | keep */
    policy: string;
    created_at: string;
  };
  /** A group's drawn lot, its table's last tie-breaker (migration 020, docs/standings.md). */
  draw_lots: {
    group_id: number;
    seed: number;
    /** JSON array of team ids, in the order drawn. */
    team_ids: string;
    drawn_at: string;
  };
  players: {
    id: Generated<number>;
    first_name: string;
    last_name: string;
    /** Optional since migration 015; staff read it, no public answer carries it. */
    dob: string | null;
    /** Optional contact details, staff only (migration 015). */
    email: string | null;
    phone: string | null;
    status: string;
    created_at: string;
    /** "first last", normalised for search (lib/text-search.ts); every write sets it. */
    search_text: string;
    /** 0 | 1: a guest added by name for a club night, hidden from the public list (migration 019). */
    guest: Generated<number>;
    /** The starting level an organiser set, in tenths (0–70); null when none (migration 026, docs/ratings.md). */
    starting_level_tenths: Generated<number | null>;
  };
  teams: {
    id: Generated<number>;
    name: string | null;
    player1_id: number;
    player2_id: number;
    /** min/max of the two player ids: a unique pair whatever the order. */
    player_low_id: number;
    player_high_id: number;
    created_at: string;
    /** The set name and both players' names, normalised for search; refreshed when a player is renamed. */
    search_text: string;
  };
  group_teams: {
    group_id: number;
    team_id: number;
    /** Copied from the group so the schema itself keeps a team to one group per league. */
    league_id: number;
  };
  rounds: {
    id: Generated<number>;
    league_id: number;
    name: string;
    date: string;
    start_hour: number;
    end_hour: number;
    court_number: number;
    status: string;
    /** 60 | 75 | 90 | 120: matches start every slot from start_hour:00 (migration 021). */
    slot_minutes: Generated<number>;
  };
  matches: {
    id: Generated<number>;
    round_id: number;
    /** Null exactly for playoff matches (migration 007's CHECK). */
    group_id: number | null;
    /** Null only in a playoff match still waiting for the winner (or loser) of an earlier match. */
    team1_id: number | null;
    team2_id: number | null;
    court_number: number | null;
    /** The hour the match starts in; null while unplaced. */
    start_time: number | null;
    /** Minutes past `start_time` (0–59): the start is start_time * 60 + start_minute (migration 021). */
    start_minute: Generated<number>;
    /** JSON arrays of per-set games; null while only scheduled. */
    team1_results: string | null;
    team2_results: string | null;
    outcome: string;
    winner_team_id: number | null;
    version: number;
    created_at: string;
    updated_at: string;
    /** group | playoff (migration 007). */
    stage: Generated<string>;
  };
  team_unavailabilities: {
    id: Generated<number>;
    round_id: number;
    team_id: number;
    /** JSON array of hours, sorted. */
    unavailable_hours: string;
  };
  /** One per league at most: the knockout after the groups (migration 007, docs/playoffs.md). */
  playoffs: {
    id: Generated<number>;
    league_id: number;
    /** The final-day round whose matches the bracket's are. */
    round_id: number;
    qualifiers_per_group: number;
    /** 0 | 1 */
    third_place_match: number;
    /** 0 | 1 */
    consolation: number;
    /** The best teams placed next that qualify too (migration 020); 0 for none. */
    best_of_next: Generated<number>;
    /** The seed of the lot between teams of different groups level on every figure (migration 020). */
    lot_seed: Generated<number>;
    /** The playoff's own match format; null plays the league's (migration 025). */
    match_format: Generated<string | null>;
    created_at: string;
    updated_at: string;
  };
  /** The frozen draw: who stands at each first-round place of the main bracket. Byes have no row. */
  playoff_entrants: {
    playoff_id: number;
    /** 0-based bracket place. */
    position: number;
    team_id: number;
    group_id: number;
    group_rank: number;
    seed: number;
  };
  /** Each played bracket match (bracket, round, position: its key) and its row in `matches`. */
  playoff_matches: {
    playoff_id: number;
    bracket: string;
    round: number;
    position: number;
    match_id: number;
  };
  /** One row per committed admin write not yet folded into data_version (migration 009). */
  data_changes: {
    id: Generated<number>;
  };
  /** One row per successful admin write: who, when, what, before and after (migration 014, docs/roles.md). */
  audit_log: {
    id: Generated<number>;
    at: string;
    account_id: number | null;
    role: string;
    username: string;
    method: string;
    route: string;
    entity: string;
    entity_id: number | null;
    club_id: number | null;
    /** club | tour | admin: who may read the row besides the administrator. */
    visibility: string;
    /** The entity's row as JSON text; null before a create and after a delete. */
    before: string | null;
    after: string | null;
  };
  /** Which clubs an organiser runs (migration 010). */
  account_clubs: {
    account_id: number;
    club_id: number;
  };
  /** One row per committed change a reader could see, for the live streams (migration 017, docs/live.md). */
  changes: {
    id: Generated<number>;
    created_at: string;
    club_id: number;
    /** The event's kind (shared/schemas/live.ts). */
    kind: string;
    /** public | players | staff: who may be told (docs/live.md). */
    audience: string;
    team1_id: number | null;
    team2_id: number | null;
    /** The event's data as JSON text, sent as written. */
    payload: string;
  };
  /** The server's VAPID key pair, one row (id 1), made at the first start with push on (migration 018, docs/push.md). */
  push_vapid_keys: {
    id: number;
    public_key: string;
    private_key: string;
    created_at: string;
  };
  /** One row per browser endpoint subscribed to push notifications (migration 018). */
  push_subscriptions: {
    id: Generated<number>;
    account_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    /** es | en: the language its notifications are written in. */
    language: string;
    /** JSON list of the topics it wants (shared/schemas/push.ts). */
    topics: string;
    created_at: string;
    updated_at: string;
  };
  /** A match whose reminder was sent, so it is never sent twice (migration 018). */
  push_reminders: {
    match_id: number;
    sent_at: string;
  };
  /** A club night (migration 019, docs/club-nights.md). */
  club_nights: {
    id: Generated<number>;
    club_id: number;
    name: string;
    date: string;
    start_hour: number;
    /** americano | mexicano | teamAmericano */
    format: string;
    /** points | timed */
    scoring_kind: string;
    points_per_match: number | null;
    minutes: number | null;
    /** JSON list of court numbers, in the night's order. */
    courts: string;
    mexicano_pairing: string;
    mexicano_first_round: string;
    planned_rounds: number;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** Who is on a night, in order; a drop-out keeps its row (0 | 1). */
  club_night_players: {
    night_id: number;
    player_id: number;
    position: number;
    dropped_out: Generated<number>;
  };
  /** The fixed pairs of a Team Americano. */
  club_night_teams: {
    night_id: number;
    team_id: number;
    position: number;
  };
  /** A round made, with who rests (JSON list of player ids). */
  club_night_rounds: {
    night_id: number;
    number: number;
    resting: string;
  };
  club_night_matches: {
    id: Generated<number>;
    night_id: number;
    round_number: number;
    court_number: number;
    team1_player1_id: number;
    team1_player2_id: number;
    team2_player1_id: number;
    team2_player2_id: number;
    team1_points: number | null;
    team2_points: number | null;
    version: Generated<number>;
    updated_at: string;
  };
  /** A league's or club night's registration (migration 022, docs/entries.md). */
  entry_lists: {
    id: Generated<number>;
    club_id: number;
    league_id: number | null;
    club_night_id: number | null;
    opens_at: string;
    closes_at: string;
    capacity: number;
    /** pairs | individuals */
    mode: string;
    /** Level limits in tenths (35 is 3.5). */
    min_level_tenths: number | null;
    max_level_tenths: number | null;
    next_seq: Generated<number>;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /** One pair or player on a list (migration 022). */
  entries: {
    id: Generated<number>;
    list_id: number;
    player1_id: number;
    player2_id: number | null;
    /** confirmed | waiting | awaitingPartner | freeAgent | withdrawn */
    status: string;
    seq: number | null;
    paid: Generated<number>;
    checked_in: Generated<number>;
    team_id: number | null;
    promoted_at: string | null;
    version: Generated<number>;
    created_at: string;
    updated_at: string;
  };
}
