import { Button } from '../../../components/ui/button';

/** The recovery codes, shown once: only their hashes are kept (docs/security.md). */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3 rounded-md border p-4">
      <p className="text-sm font-medium">Your recovery codes</p>
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe. Each one signs you in once if you lose your authenticator app. They are
        shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="outline" className="justify-self-start" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </div>
  );
}
