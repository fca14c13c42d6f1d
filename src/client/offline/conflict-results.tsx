import type { MatchInput } from '@/shared/schemas/match';
import { OUTBOX_TEXT, resultText } from './messages';
import styles from './conflict-results.module.css';

interface ServerMatchView {
  version?: unknown;
  team1Results?: unknown;
  team2Results?: unknown;
  outcome?: unknown;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : []);

/** The match the server answered with a 412, read defensively: it was stored as the server sent it. */
function serverResult(serverMatch: unknown) {
  const server = (serverMatch ?? {}) as ServerMatchView;
  return {
    team1Results: numbers(server.team1Results),
    team2Results: numbers(server.team2Results),
    outcome: typeof server.outcome === 'string' ? server.outcome : undefined,
  };
}

/** The version a 412 reported, when it did: Edit may then write over it knowingly. */
export function serverVersionOf(serverMatch: unknown): number | undefined {
  const version = (serverMatch as ServerMatchView | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/**
 * A conflict (412) in the one written form of set scores: the result the server holds now, the one
 * this device meant to send beside it, so the organiser can choose without opening Edit.
 */
export function ConflictResults({ serverMatch, yours }: { serverMatch: unknown; yours: MatchInput }) {
  return (
    <dl className={styles.results}>
      <div>
        <dt>{OUTBOX_TEXT.theirResult}</dt>
        <dd>{resultText(serverResult(serverMatch))}</dd>
      </div>
      <div>
        <dt>{OUTBOX_TEXT.yourResult}</dt>
        <dd>{resultText(yours)}</dd>
      </div>
    </dl>
  );
}
