import { useMutation } from '@tanstack/react-query';
import { rsvpApi, type RsvpBody } from '../../../../protocol/rsvp';
import { call } from '../../../lib/api';

export function useSubmitRsvp() {
  return useMutation({ mutationFn: (body: RsvpBody) => call(rsvpApi.submit, { body }) });
}
