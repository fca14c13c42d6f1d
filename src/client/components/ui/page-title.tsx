import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
  /** A small line above the title (the season of a league). */
  eyebrow?: ReactNode;
  /** Ids are needed when a region is labelled by its page title. */
  id?: string;
}

export function PageTitle({ children, eyebrow, id }: PageTitleProps) {
  return (
    <div className="page-title">
      {eyebrow ? <div className="page-title__eyebrow">{eyebrow}</div> : null}
      <h1 className="page-title__text" id={id}>
        {children}
      </h1>
    </div>
  );
}
