import type { ReactNode } from 'react';

interface SectionHeaderProps {
  title: string;
  /** The Create button (or Add Match, Generate…); several buttons wrap on a phone. */
  actions?: ReactNode;
  children?: ReactNode;
}

export function SectionHeader({ title, actions, children }: SectionHeaderProps) {
  return (
    <header className="section-header">
      <div className="section-header-row">
        <h2 id="section-title" className="section-title">
          {title}
        </h2>
        {actions ? <div className="section-actions">{actions}</div> : null}
      </div>
      {children}
    </header>
  );
}

export function EmptyState({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="admin-empty">
      <p className="admin-empty-title">{children}</p>
      {hint ? <p className="admin-empty-hint">{hint}</p> : null}
    </div>
  );
}
