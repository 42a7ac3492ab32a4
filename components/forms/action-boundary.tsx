'use client';

import { Component, createContext, Fragment, type ReactNode } from 'react';
import { idleFormState, type FormState } from '@/lib/forms/form-state';

export interface FormRecovery {
  /** The state the form starts in: idle, or the failure of a post that got no answer. */
  start: FormState;
  /** Called by the form as it is sent, so a post that gets no answer can be put back. */
  remember(formData: FormData): void;
}

export const FormRecoveryContext = createContext<FormRecovery>({ start: idleFormState, remember: () => undefined });

let caught = 0;

/**
 * Around a form whose action may not reach the server: the network failed, or a new deployment
 * no longer knows the action. React rethrows that error while rendering the form; instead of
 * the page giving way to the framework's error screen, the form is mounted again in the failure
 * error state (the error banner) with what was sent in its fields, ready for the
 * next try. The server's own answers, refusals included, are states and never reach this.
 */
export class ActionBoundary extends Component<{ fields: readonly string[]; children: ReactNode }, { round: number }> {
  state = { round: 0 };
  private posted: FormData | null = null;
  private readonly remember = (formData: FormData) => {
    this.posted = formData;
  };

  static getDerivedStateFromError(): { round: number } {
    caught += 1;
    return { round: caught };
  }

  componentDidCatch(error: unknown) {
    console.error('The form could not be sent:', error);
  }

  private failed(): FormState {
    const posted = this.posted;
    const values = Object.fromEntries(
      this.props.fields
        .map((name) => [name, posted?.get(name)])
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { status: 'error', fieldErrors: {}, values };
  }

  render() {
    const recovery: FormRecovery = {
      start: this.state.round === 0 ? idleFormState : this.failed(),
      remember: this.remember,
    };
    return (
      <FormRecoveryContext.Provider value={recovery}>
        <Fragment key={this.state.round}>{this.props.children}</Fragment>
      </FormRecoveryContext.Provider>
    );
  }
}
