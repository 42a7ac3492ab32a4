import 'server-only';
import type { FormKind } from '@/lib/forms';
import type { FormAction } from '@/lib/forms/form-state';
import {
  sendContact,
  sendExhibitionRegistration,
  sendPartnerRegistration,
  sendRegistration,
  subscribeToNewsletter,
} from './form-server-actions';

/** Each form's server action, for the server component that renders the form and hands it the action. */
export const formActions: Record<FormKind, FormAction> = {
  contact: sendContact,
  partner: sendPartnerRegistration,
  exhibition: sendExhibitionRegistration,
  registration: sendRegistration,
  newsletter: subscribeToNewsletter,
};
