import type { ReactNode } from 'react';

/** The main landmark of every public page; the skip link of the header jumps here. */
export function PublicPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" tabIndex={-1} className={['page', className].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}
