/** A spinning ball; decorative, so the text next to it carries the meaning. */
export function Spinner({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
}
