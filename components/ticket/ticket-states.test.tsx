import { screen, within } from '@testing-library/react';
import { en } from '@/content/messages/en';
import { encodeTicket } from '@/lib/tickets/codec';
import { qrSymbol, ticketVerifyUrl } from '@/lib/tickets/qr';
import { asciiTicket, yorubaTicket } from '@/lib/tickets/fixtures';
import { TicketCard } from './ticket-card';
import { TicketError } from './ticket-error';
import { TicketLoading } from './ticket-loading';
import { TicketView } from './ticket-view';
import { renderInEnglish } from '@/components/ui/test-support/texts';

const EVENT_NAME = 'Africa Creative Market 2025';

const SUPPORT = 'support@africacreativemarket.com';
const INSTRUCTION = 'Please present this QR code at the event entrance for check-in';

const ascii = asciiTicket;
const yoruba = yorubaTicket;

function field(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

function expectCard(ticket: {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
}) {
  const card = screen.getByRole('article');
  expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent(/^EVENT TICKET$/);
  expect(within(card).getByText(EVENT_NAME)).toBeInTheDocument();
  const qr = within(card).getByRole('img', {
    name: `QR code of ticket ${ticket.ticketId} for ${ticket.firstName} ${ticket.lastName}`,
  });
  expect(qr).toHaveAttribute('width', '300');
  expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M2 2\.5h7m/);
  expect(field('Name')).toHaveTextContent(`${ticket.firstName} ${ticket.lastName}`);
  expect(field('Email')).toHaveTextContent(ticket.email);
  expect(field('Company')).toHaveTextContent(ticket.company ?? 'Not specified');
  expect(field('Ticket ID')).toHaveTextContent(ticket.ticketId);
  expect(within(card).getByText(INSTRUCTION)).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  expect(within(card).getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
}

describe('ticket page states', () => {
  it('loading: a spinner announced as a status', () => {
    renderInEnglish(<TicketLoading text={en.ticket.loading} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ticket…');
  });

  it('error: the heading, message and support advice', () => {
    renderInEnglish(<TicketError supportEmail={SUPPORT} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Ticket' })).toBeInTheDocument();
    expect(screen.getByText('Could not load the QR code. Invalid or corrupted data.')).toBeInTheDocument();
    expect(screen.getByText(/contact support at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  });

  it('card: every field of an ASCII ticket', () => {
    renderInEnglish(
      <TicketCard
        ticket={ascii}
        eventName={EVENT_NAME}
        eventDetails="16–19 September 2025"
        qrSymbol={qrSymbol('https://example.com/ticket/qr-verify?ticket=x')}
        qrContent="https://example.com/ticket/qr-verify?ticket=x"
        supportEmail={SUPPORT}
        pdfFileName="ACM2025_ticket_x.pdf"
        locale="en"
      />,
    );
    expectCard(ascii);
  });

  it('view: decodes a ticket with names outside Latin-1 and shows Not specified without a company', () => {
    renderInEnglish(<TicketView data={encodeTicket(yoruba)} locale="en" />);
    expectCard(yoruba);
  });

  it('view: the QR image is the symbol of the verify URL of the same ticket', () => {
    renderInEnglish(<TicketView data={encodeTicket({ ...ascii, extra: 'ignored' })} locale="en" />);
    expectCard(ascii);
    expect(screen.getByRole('img').querySelector('path')).toHaveAttribute('d', qrSymbol(ticketVerifyUrl(ascii)).path);
  });

  it.each([
    ['missing', undefined],
    ['not base64', '***'],
    ['not JSON', btoa('nope')],
    ['without required fields', encodeTicket({ ticketId: 'x' })],
    ['with an oversized value', encodeTicket({ ...ascii, lastName: 'L'.repeat(101) })],
  ])('view: data %s gives the error state', (_name, data) => {
    renderInEnglish(<TicketView data={data} locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });
});
