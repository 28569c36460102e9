import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  ManualBlockCreateSchema,
  manualBlockReasonLabels,
  manualBlockReasons,
  type ManualBlockCreateRequest,
} from '../../../shared/contract/calendar';
import { villas } from '../../../shared/content/villas';
import { addDaysIso, todayIso } from '../../../shared/domain/dates';
import { addManualBlocks, failureMessage } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { Dialog } from '../ui/dialog';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { SubmitButton } from '../ui/submit-button';
import { Textarea } from '../ui/textarea';
import { useRefreshNights } from './use-refresh-nights';

function emptyBlock(): ManualBlockCreateRequest {
  const today = todayIso();
  return {
    villaIds: [],
    startDate: today,
    endDate: addDaysIso(today, 1),
    reason: 'maintenance',
    note: '',
  };
}

/** Staff close nights to guests: an owner stay, maintenance or another reason. */
export function ManualBlockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const refreshNights = useRefreshNights();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ManualBlockCreateRequest>({
    resolver: zodResolver(ManualBlockCreateSchema),
    defaultValues: emptyBlock(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const save = useMutation({
    mutationFn: addManualBlocks,
    onSuccess: async (blocks) => {
      const names = blocks.map((block) => villas.find((villa) => villa.id === block.villaId)?.name);
      toast({ title: 'Dates blocked', description: `${names.join(', ')}: closed to guests.` });
      reset(emptyBlock());
      onClose();
      await refreshNights();
    },
    onError: (error) =>
      toast({
        title: 'Could not block the dates',
        description: failureMessage(error, 'The dates could not be blocked.'),
        variant: 'destructive',
      }),
  });

  const onSubmit = handleSubmit((block) => save.mutate(block));
  const villasError = errors.villaIds?.message ?? errors.villaIds?.root?.message;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Block dates"
      description="Guests cannot book these nights; channel calendars get them with the next export."
      className="max-w-lg"
    >
      <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="grid gap-5">
        <fieldset
          className="grid gap-2"
          aria-describedby={villasError ? `${id}-villas-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium">Villas</legend>
          <Controller
            control={control}
            name="villaIds"
            render={({ field }) => (
              <div className="grid grid-cols-2 gap-3">
                {villas.map((villa) => (
                  <label key={villa.id} className="flex min-h-11 items-center gap-3 text-sm">
                    <Checkbox
                      name={field.name}
                      checked={field.value.includes(villa.id)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, villa.id]
                            : field.value.filter((villaId) => villaId !== villa.id),
                        )
                      }
                    />
                    {villa.name}
                  </label>
                ))}
              </div>
            )}
          />
          {villasError && (
            <p id={`${id}-villas-error`} className="text-sm text-red-700 dark:text-red-300">
              {villasError}
            </p>
          )}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First night" error={errors.startDate?.message}>
            {(field) => <Input {...field} type="date" {...register('startDate')} />}
          </FormField>
          <FormField label="Free again on" error={errors.endDate?.message}>
            {(field) => <Input {...field} type="date" {...register('endDate')} />}
          </FormField>
        </div>
        <FormField label="Reason" error={errors.reason?.message}>
          {(field) => (
            <Select {...field} {...register('reason')}>
              {manualBlockReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {manualBlockReasonLabels[reason]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Note" optional error={errors.note?.message}>
          {(field) => <Textarea {...field} rows={3} {...register('note')} />}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton
            pending={save.isPending}
            label="Block dates"
            pendingLabel="Blocking..."
            icon={<CalendarX aria-hidden="true" />}
            size="md"
          />
        </div>
      </form>
    </Dialog>
  );
}
