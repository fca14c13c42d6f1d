import type { ReactNode } from 'react';
import styles from './breadcrumb.module.css';
import { t } from '@/client/i18n/i18n';

export interface BreadcrumbProps {
  /** Links to the pages above this one, outermost first. */
  trail: { key: string; link: ReactNode }[];
  /** The page the visitor is on. */
  current: string;
}

export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  return (
    <nav className={styles.breadcrumb} aria-label={t('ui.breadcrumb')}>
      <ol className={styles.list}>
        {trail.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.link}
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>{current}</span>
        </li>
      </ol>
    </nav>
  );
}
