import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

/** The looks a button can take (button.module.css, from the design tokens of styles/tokens.css). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

type Look = { variant?: ButtonVariant; size?: 'normal' | 'large' };

/** The class names for a button look, for elements that are not Button or ButtonLink (a plain anchor). */
export function buttonClass({ variant = 'secondary', size = 'normal' }: Look = {}, extra?: string): string {
  const variantClass = variant === 'secondary' ? undefined : styles[variant];
  return [styles.button, variantClass, size === 'large' ? styles.large : undefined, extra]
    .filter(Boolean)
    .join(' ');
}

/** Class for a 20px lucide icon inside a button. */
export const buttonIconClass = styles.icon;

/** A button with the site's look; type defaults to "button". */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & Look) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
