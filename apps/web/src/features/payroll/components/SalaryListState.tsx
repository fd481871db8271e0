import { Wallet } from 'lucide-react';
import { ListEmpty, ListLoadError, ListSkeleton } from '../../../components/ui/list-state';

export function SalaryTableSkeleton({ rows }: { rows?: number }) {
  return <ListSkeleton rows={rows} label="Loading salary records" />;
}

export function SalaryLoadError({ onRetry }: { onRetry: () => void }) {
  return <ListLoadError onRetry={onRetry} icon={Wallet} />;
}

export function SalaryEmpty({ message }: { message: string }) {
  return <ListEmpty message={message} icon={Wallet} />;
}
