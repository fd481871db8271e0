import { TriangleAlert } from 'lucide-react';

/** What a statutory deduction that is on needs and the profile lacks (the server's `missing`). */
export function MissingWarning({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/15 p-3 text-sm text-[oklch(0.45_0.11_60)]"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">Missing for the deductions that are on: </span>
        {missing.join(', ')}.
      </p>
    </div>
  );
}
