import type { ComponentProps, ReactNode } from 'react';

/** A titled group of a settings form, with a line saying what it does. */
export function Fieldset({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A checkbox with its label beside it (the native control: keyboard and screen readers know it). */
export function CheckboxField({
  label,
  ...props
}: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-primary" {...props} />
      {label}
    </label>
  );
}
