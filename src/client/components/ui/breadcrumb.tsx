import type { ReactNode } from 'react';

export interface BreadcrumbProps {
  /** Links to the pages above this one, outermost first. */
  trail: { key: string; link: ReactNode }[];
  /** The page the visitor is on. */
  current: string;
}

export function Breadcrumb({ trail, current }: BreadcrumbProps) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((item) => (
          <li key={item.key} className="breadcrumb__item">
            {item.link}
          </li>
        ))}
        <li className="breadcrumb__item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
