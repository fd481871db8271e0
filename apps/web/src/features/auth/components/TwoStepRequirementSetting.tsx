import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { useSaveTwoStepSetting, useTwoStepSetting } from '../api/two-step';

/** The Admin's organisation setting (stored with the other org settings; audited). */
export function TwoStepRequirementSetting() {
  const setting = useTwoStepSetting();
  const save = useSaveTwoStepSetting();
  if (setting.isPending) return <Spinner label="Loading the two-step requirement" />;
  if (setting.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load the two-step requirement.
      </p>
    );
  }
  return (
    <div className="grid gap-1 border-t pt-4">
      <label className="flex items-center justify-between gap-4 text-sm font-medium">
        <span>Require two-step sign-in for Admin and HR</span>
        <input
          type="checkbox"
          role="switch"
          className="size-5 shrink-0 accent-primary"
          checked={setting.data.requiredForStaff}
          aria-checked={setting.data.requiredForStaff}
          disabled={save.isPending}
          onChange={(event) =>
            save.mutate(
              { requiredForStaff: event.currentTarget.checked },
              {
                onSuccess: (saved) =>
                  toast.success(
                    saved.requiredForStaff
                      ? 'Two-step sign-in is now required for Admin and HR.'
                      : 'Two-step sign-in is no longer required.',
                  ),
                onError: (error) =>
                  toast.error('Failed to save the setting.', { description: error.message }),
              },
            )
          }
        />
      </label>
      <p className="text-sm text-muted-foreground">
        When on, an Admin or HR person without it must set it up right after signing in.
      </p>
    </div>
  );
}
