import type { ReactNode } from 'react';
import styles from './public-page.module.css';

/** The main landmark of every public page; the skip link of the header jumps here. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={[styles.page, className].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
