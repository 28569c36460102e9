import type { ComponentProps } from 'react';
import { Input } from '../ui/input';
import { Textarea } from '../ui/textarea';
import { Label } from '../ui/label';

export const errorId = (id: string) => `${id}-error`;

/** A field's message, read out with the field through its `aria-describedby`. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** The attributes that tie a control to its error message. */
export function invalidProps(id: string, message?: string) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}

type TextFieldProps = ComponentProps<'input'> & { name: string; label: string; error?: string };

/** A labelled text input with its message underneath; the id is the field's name. */
export function TextField({ name, label, error, ...props }: TextFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} name={name} {...invalidProps(name, error)} {...props} />
      <FieldError id={name} message={error} />
    </div>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  name: string;
  label: string;
  error?: string;
};

export function TextAreaField({ name, label, error, ...props }: TextAreaFieldProps) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Textarea id={name} name={name} {...invalidProps(name, error)} {...props} />
      <FieldError id={name} message={error} />
    </div>
  );
}
