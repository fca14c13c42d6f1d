import type { ComponentPropsWithRef } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm';

export interface ButtonLookOptions {
  size?: ButtonSize;
  /** Full width of its container (the login form's Sign In). */
  block?: boolean;
}

/**
 * The class list of a button look; links that act as buttons (View Club, Back to Players) use it
 * too, e.g. `<Link className={buttonClassName('primary')}>`. The one button system of the app.
 */
export const buttonClassName = (variant: ButtonVariant = 'primary', extra?: string, options: ButtonLookOptions = {}): string =>
  [styles.button, styles[variant], options.size === 'sm' ? styles.sm : null, options.block ? styles.block : null, extra]
    .filter(Boolean)
    .join(' ');

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonLookOptions {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', size, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className, { size, block })} {...props} />;
}
