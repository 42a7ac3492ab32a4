import { render, screen } from '@testing-library/react';
import { GateResultView } from './gate-result';

const ticket = {
  ticketId: 'ACM2025-3K9ZQ1-1',
  firstName: 'Chiamaka',
  lastName: 'Nwọsu',
  email: 'c@example.com',
  company: 'Studio',
};

describe('gate view', () => {
  it('valid: the verdict with name, company and ticket id, and no email', () => {
    render(<GateResultView result={{ status: 'valid', ticket, by: 'signature' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeInTheDocument();
    expect(screen.getByText('Chiamaka Nwọsu')).toBeInTheDocument();
    expect(screen.getByText('Studio')).toBeInTheDocument();
    expect(screen.getByText('ACM2025-3K9ZQ1-1')).toBeInTheDocument();
    expect(screen.queryByText('c@example.com')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-status', 'valid');
  });

  it('not verified: the details and a clear warning', () => {
    render(
      <GateResultView
        result={{ status: 'unverified', ticket: { ...ticket, company: undefined }, note: 'Unknown here.' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not verified' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Warning: this ticket could not be verified\. Unknown here\./);
    expect(screen.getByText('Not specified')).toBeInTheDocument();
  });

  it('revoked: "Ticket cancelled" in red, with when, and no details', () => {
    render(
      <GateResultView
        result={{ status: 'revoked', ticketId: ticket.ticketId, revokedAt: Date.parse('2025-09-16T08:05:00Z') }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This ticket was cancelled on 16 Sept 2025, 09:05. Do not admit',
    );
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveClass('bg-red-700');
    expect(screen.getByRole('article')).toHaveAttribute('data-status', 'revoked');
    expect(screen.queryByText('Chiamaka Nwọsu')).not.toBeInTheDocument();
  });

  it('invalid: the reason in red and no details', () => {
    render(<GateResultView result={{ status: 'invalid', reason: 'Forged <b>x</b>.' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid ticket' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Forged <b>x</b>. Do not admit');
    expect(screen.getByRole('alert')).toHaveClass('text-red-800');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveClass('bg-red-700');
    expect(screen.queryByText('Chiamaka Nwọsu')).not.toBeInTheDocument();
  });
});
