import type { ReactNode } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import styles from './entity-link.module.css';

/**
 * A team's or a player's name as a link to their page (docs/rules.md, "Public site"). It reads like
 * the text around it (tables stay calm at 360 px) and shows it is a link under the pointer or the
 * keyboard: underlined, with the focus ring. Without an id (a playoff side still to be decided) the
 * name is plain text, and so it is outside a router (a card drawn on its own, as its tests draw it).
 */
export function TeamLink({ teamId, children, className }: { teamId: number | null | undefined; children: ReactNode; className?: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  if (teamId == null || !router) return <>{children}</>;
  return (
    <Link to="/team" search={{ id: teamId }} className={[styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}

export function PlayerLink({ playerId, children, className }: { playerId: number; children: ReactNode; className?: string }) {
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | null;
  if (!router) return <>{children}</>;
  return (
    <Link to="/player" search={{ id: playerId }} className={[styles.link, className].filter(Boolean).join(' ')}>
      {children}
    </Link>
  );
}
