import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import styles from './entity-link.module.css';

/**
 * A team's or a player's name as a link to their page (docs/rules.md, "Public site"). It reads like
 * the text around it (tables stay calm at 360 px) and shows it is a link under the pointer or the
 * keyboard: underlined, with the focus ring. Without an id (a playoff side still to be decided) the
 * name is plain text.
 */
export function TeamLink({ teamId, children, className }: { teamId: number | null | undefined; children: ReactNode; className?: string }) {
  if (teamId == null) return <>{children}</>;
  return (
    <Link to="/team" search={{ id: teamId }} className={[styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}

export function PlayerLink({ playerId, children, className }: { playerId: number; children: ReactNode; className?: string }) {
  return (
    <Link to="/player" search={{ id: playerId }} className={[styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
