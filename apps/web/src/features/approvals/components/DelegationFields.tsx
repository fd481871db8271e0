import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

/*
 * The pieces both hand-over forms share (issue 42): one's own on My Team (DelegationsCard) and HR's for
 * others on Structure (DelegationsForOthersCard). Their labels and aria-labels are what e2e journeys select by.
 */

/** A person to pick, labelled; "Choose a person" until one is. */
export function PersonSelect(props: {
  id: string;
  label: string;
  value: string;
  options: { id: string; name: string }[];
  disabled: boolean;
  onChange: (id: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Choose a person</option>
        {props.options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** The first and the last day, both inclusive: "From" and "To the end of" (`<idPrefix>-from`, `-until`). */
export function PeriodFields(props: {
  idPrefix: string;
  startDate: string;
  endDate: string;
  onStartDate: (day: string) => void;
  onEndDate: (day: string) => void;
}) {
  const { idPrefix } = props;
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-from`}>From</Label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={props.startDate}
          onChange={(event) => props.onStartDate(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-until`}>To the end of</Label>
        <Input
          id={`${idPrefix}-until`}
          type="date"
          value={props.endDate}
          onChange={(event) => props.onEndDate(event.target.value)}
        />
      </div>
    </>
  );
}

/** One listed delegation: what it is, and **End** (`endLabel` names it for screen readers). */
export function DelegationRow(props: {
  children: ReactNode;
  endLabel: string;
  disabled: boolean;
  onEnd: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="text-sm">{props.children}</span>
      <Button
        size="sm"
        variant="outline"
        aria-label={props.endLabel}
        disabled={props.disabled}
        onClick={props.onEnd}
      >
        End
      </Button>
    </li>
  );
}
