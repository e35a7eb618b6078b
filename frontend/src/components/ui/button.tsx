import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LinkProps } from 'react-router-dom';
import { cx } from '../../lib/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Light-on-dark colours, for buttons placed on midnight backgrounds such as heroes. */
  inverse?: boolean;
  fullWidth?: boolean;
  /** Shows a spinner and marks the button busy; the caller keeps the label (e.g. 'Sending...'). */
  busy?: boolean;
  icon?: ReactNode;
  iconEnd?: ReactNode;
  className?: string;
  children: ReactNode;
}

type RouterLinkButtonProps = ButtonLook & Omit<LinkProps, 'className' | 'children'> & { to: LinkProps['to'] };
type AnchorButtonProps = ButtonLook & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: never };
type NativeButtonProps = ButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: never; href?: never };

export type ButtonProps = RouterLinkButtonProps | AnchorButtonProps | NativeButtonProps;

function lookClassName({ variant = 'primary', size = 'md', inverse, fullWidth, className }: ButtonLook): string {
  return cx(styles.button, styles[variant], styles[size], inverse && styles.inverse, fullWidth && styles.fullWidth, className);
}

function Content({ icon, iconEnd, busy, children }: ButtonLook) {
  return (
    <>
      {busy ? <span className={styles.busySpinner} aria-hidden="true" /> : icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.label}>{children}</span>
      {iconEnd ? <span className={styles.iconEnd}>{iconEnd}</span> : null}
    </>
  );
}

function splitLook<Props extends ButtonLook>(props: Props): [ButtonLook, Omit<Props, keyof ButtonLook>] {
  const { variant, size, inverse, fullWidth, busy, icon, iconEnd, className, children, ...rest } = props;
  return [{ variant, size, inverse, fullWidth, busy, icon, iconEnd, className, children }, rest];
}

/**
 * The one button of the site. `to` renders a react-router Link, `href` a plain anchor (tel:, mailto:,
 * other sites), anything else a native button (type "button" unless told otherwise).
 */
export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const [look, linkProps] = splitLook(props);
    return (
      <Link {...linkProps} className={lookClassName(look)}>
        <Content {...look} />
      </Link>
    );
  }
  if (props.href !== undefined) {
    const [look, anchorProps] = splitLook(props);
    return (
      <a {...anchorProps} className={lookClassName(look)}>
        <Content {...look} />
      </a>
    );
  }
  const [look, { type = 'button', ...buttonProps }] = splitLook(props);
  return (
    <button {...buttonProps} type={type} className={lookClassName(look)} aria-busy={look.busy || undefined}>
      <Content {...look} />
    </button>
  );
}
