import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Label } from './label';

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The field's validation message, shown under it. */
  error?: string;
  /** Optional fields say so in their label; the others are marked required for assistive tech. */
  optional?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control and the control's error message, wired together for assistive tech. */
export function FormField({ label, error, optional = false, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': optional ? undefined : true,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
