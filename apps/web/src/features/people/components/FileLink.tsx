import type { ReactNode } from 'react';

/** A label and its value in the read-only (View) forms. */
export function ReadOnlyValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">{label}</span>
      <span className="text-sm break-words text-muted-foreground">{value}</span>
    </div>
  );
}

export function FileLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-all text-primary underline-offset-4 hover:underline"
    >
      {name}
    </a>
  );
}
