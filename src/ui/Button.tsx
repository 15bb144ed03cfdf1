import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { cn } from './cn'
import { Spinner, useSpinnerVisible } from './Spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'
export type ButtonSize = 'sm' | 'md'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink hover:bg-accent-strong border-transparent',
  secondary: 'bg-raised text-ink hover:bg-line border-line-strong',
  danger: 'bg-danger text-danger-ink hover:brightness-110 border-transparent',
  ghost: 'bg-transparent text-ink hover:bg-raised border-transparent',
}
const sizes: Record<ButtonSize, string> = { sm: 'h-7 px-2.5 text-[13px]', md: 'h-9 px-3.5 text-sm' }

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md border font-medium whitespace-nowrap transition-colors',
    // refused but focusable (`aria-disabled`, its reason in a tooltip) looks as unavailable
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    extra,
  )

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
}

export const Button = forwardRef<HTMLButtonElement, Props>(function Button(
  { variant, size, loading, className, children, disabled, type = 'button', ...rest },
  ref,
) {
  // a fast answer must not make the spinner flash (SPEC section 9: 500 ms minimum)
  const spinning = useSpinnerVisible(!!loading)
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {spinning && <Spinner />}
      {children}
    </button>
  )
})
