/** Text typed by an admin with its line breaks kept (CSS pre-line); never parsed as HTML. */
export function MultilineText({ text, className }: { text: string; className?: string }) {
  return <div className={['multiline', className].filter(Boolean).join(' ')}>{text}</div>;
}
