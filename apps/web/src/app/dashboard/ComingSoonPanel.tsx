import { Construction } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';

/** Stands in for a tab whose feature has not been built yet, so every tab in the spec is reachable. */
export function ComingSoonPanel({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState icon={Construction} title="This section is coming soon." />
      </CardContent>
    </Card>
  );
}
