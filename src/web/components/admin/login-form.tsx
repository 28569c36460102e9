import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { LoginSchema, type LoginRequest } from '../../../shared/contract/admin';
import { failureMessage, signIn, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { SubmitButton } from '../ui/submit-button';

const emptyLogin: LoginRequest = { username: '', password: '' };

/**
 * Staff sign-in (spec sections 5 and 8). On success the session is replaced with the fresh
 * profile, which every staff page reacts to.
 */
export function LoginForm({ defaults = emptyLogin }: { defaults?: LoginRequest }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginSchema),
    values: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const profile = await signIn(credentials);
      toast({ title: 'Login successful', description: `Welcome back, ${profile.username}!` });
      queryClient.setQueryData(staffKeys.profile, profile);
    } catch (error) {
      toast({
        title: 'Login failed',
        description: failureMessage(error, 'Failed to login'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="grid gap-5">
      <FormField label="Username" error={errors.username?.message}>
        {(control) => <Input {...control} autoComplete="username" {...register('username')} />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        )}
      </FormField>
      <SubmitButton
        pending={isSubmitting}
        label="Sign In"
        pendingLabel="Signing in..."
        icon={<LogIn aria-hidden="true" />}
        className="w-full"
      />
    </form>
  );
}
