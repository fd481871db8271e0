import { Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

export function SalaryTableSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading salary records" className="grid gap-2">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-10 animate-pulse rounded-md bg-muted" />
      ))}
    </div>
  );
}

export function SalaryLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={Wallet}
      title="Failed to fetch dashboard data."
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function SalaryEmpty({ message }: { message: string }) {
  return <EmptyState icon={Wallet} title={message} />;
}
