import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  noteCategories,
  type AdminBooking,
  type NoteCreateInput,
} from '../../../shared/contract/admin';
import { addBookingNote, failureMessage, staffKeys } from '../../lib/admin-api';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Label } from '../ui/label';
import { Select } from '../ui/select';
import { Textarea } from '../ui/textarea';
import { useRefreshBookings } from './use-booking-actions';

const priorityWords = ['normal', 'high', 'urgent'] as const;
type PriorityWord = (typeof priorityWords)[number];
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The add-note dialog (spec sections 3, 5 and 7). */
export function AddNoteDialog({
  booking,
  onClose,
}: {
  booking: AdminBooking | null;
  onClose: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const refreshBookings = useRefreshBookings();
  const [note, setNote] = useState('');
  const [category, setCategory] = useState<NoteCreateInput['category']>('general');
  const [priority, setPriority] = useState<PriorityWord>('normal');

  const save = useMutation({
    mutationFn: (input: { bookingId: number; note: NoteCreateInput }) =>
      addBookingNote(input.bookingId, input.note),
    onSuccess: async (_note, { bookingId }) => {
      toast({ title: 'Note Added' });
      setNote('');
      onClose();
      await Promise.all([
        refreshBookings(),
        queryClient.invalidateQueries({ queryKey: staffKeys.notes(bookingId) }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Failed to add note',
        description: failureMessage(error, 'Failed to add note'),
        variant: 'destructive',
      }),
  });

  const blank = note.trim() === '';
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Add Note"
      description={booking ? `Booking ${booking.bookingReference}` : undefined}
      className="max-w-lg"
    >
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!booking || blank || save.isPending) return;
          save.mutate({ bookingId: booking.id, note: { note, category, priority } });
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={`${id}-note`}>Note</Label>
          <Textarea
            id={`${id}-note`}
            rows={5}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <Select
              id={`${id}-category`}
              value={category}
              onChange={(event) => setCategory(event.target.value as typeof category)}
            >
              {noteCategories.map((value) => (
                <option key={value} value={value}>
                  {capitalized(value)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-priority`}>Priority</Label>
            <Select
              id={`${id}-priority`}
              value={priority}
              onChange={(event) => setPriority(event.target.value as PriorityWord)}
            >
              {priorityWords.map((value) => (
                <option key={value} value={value}>
                  {capitalized(value)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank || save.isPending}>
            {save.isPending && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
            {save.isPending ? 'Saving...' : 'Save Note'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
