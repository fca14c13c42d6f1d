import type { ReactNode } from 'react';
import styles from './badge.module.css';

export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'positive' | 'neutral' | 'muted';
  children: ReactNode;
}) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
