import styles from './icons.module.css';

/** Small inline icons (no icon font download); always paired with an accessible label. */
export function EditIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

export function DeleteIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18" />
      <path d="M8 6V4h8v2" />
      <path d="M19 6l-1 14H6L5 6" />
      <path d="M10 11v6M14 11v6" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

interface IconButtonProps {
  label: string;
  onClick: () => void;
  kind: 'edit' | 'delete';
  disabled?: boolean;
}

export function IconButton({ label, onClick, kind, disabled }: IconButtonProps) {
  return (
    <button type="button" className={kind === 'delete' ? `${styles.iconButton} ${styles.delete}` : styles.iconButton} aria-label={label} title={label} onClick={onClick} disabled={disabled}>
      {kind === 'edit' ? <EditIcon /> : <DeleteIcon />}
    </button>
  );
}
