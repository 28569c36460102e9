import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  RegisterSchema,
  staffRoles,
  type RegisterRequest,
  type RegisterResponse,
} from '../../../shared/contract/admin';
import { failureMessage, registerStaff } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { ButtonLink } from '../ui/button';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select } from '../ui/select';
import { SubmitButton } from '../ui/submit-button';
import { roleLabels } from './staff-labels';

const emptyRegistration: RegisterRequest = {
  username: '',
  email: '',
  password: '',
  role: 'admin',
};

/**
 * Staff registration (spec sections 2, 5 and 8). Whether the new account may sign in at once is
 * the server's decision; the panel says which it is.
 */
export function RegisterForm() {
  const [registered, setRegistered] = useState<RegisterResponse | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: emptyRegistration,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (account) => {
    try {
      const answer = await registerStaff(account);
      toast({
        title: 'Registration successful',
        description: answer.user.active
          ? 'You can now log in with your credentials.'
          : 'Your account is pending approval by an administrator.',
      });
      setRegistered(answer);
    } catch (error) {
      toast({
        title: 'Registration failed',
        description: failureMessage(error, 'Registration failed'),
        variant: 'destructive',
      });
    }
  });

  if (registered) {
    return (
      <div role="status" className="grid justify-items-center gap-4 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
        <h2 className="text-xl font-semibold">Registration received</h2>
        <p className="text-muted-foreground">{registered.message}</p>
        <ButtonLink to="/admin/login" size="lg">
          Go to Login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...register('username')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" {...register('email')} />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
        )}
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        {(control) => (
          <>
            <Select
              {...control}
              aria-describedby={[control['aria-describedby'], 'role-hint']
                .filter(Boolean)
                .join(' ')}
              {...register('role')}
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </Select>
            <p id="role-hint" className="text-sm text-muted-foreground">
              Admin has full access. Manager has limited access.
            </p>
          </>
        )}
      </FormField>
      <SubmitButton
        pending={isSubmitting}
        label="Register"
        pendingLabel="Registering..."
        icon={<UserPlus aria-hidden="true" />}
        className="w-full"
      />
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/admin/login" className="font-semibold text-primary underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
