'use client';

import { useState } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';

/** Everything the PDF prints, as plain strings prepared on the server. */
export type TicketPdfData = {
  eventName: string;
  eventDetails: string;
  fullName: string;
  email: string;
  company: string;
  ticketId: string;
  instruction: string;
  supportEmail: string;
  qrContent: string;
  fileName: string;
  /** The PDF's language (BCP 47) and its own words in it. */
  language: string;
  labels: {
    eyebrow: string;
    name: string;
    email: string;
    company: string;
    ticketId: string;
    questions: string;
    title: string;
    subject: string;
  };
};

/**
 * The PDF library (about 450 KB gzip) is imported only when the visitor presses the button,
 * so the ticket and its QR code show on a slow phone without it.
 */
export function DownloadPdfButton({ ticket }: { ticket: TicketPdfData }) {
  const t = useClientTexts().pdf;
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { downloadTicketPdf } = await import('./ticket-pdf');
      await downloadTicketPdf(ticket);
    } catch (error) {
      console.error('Ticket PDF generation failed', error);
      window.alert(t.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      className="flex w-full items-center justify-center gap-2 rounded-full bg-brand px-6 py-3.5 text-base font-bold text-white shadow-md transition hover:bg-brand-dark disabled:cursor-wait disabled:opacity-80"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {busy ? t.preparing : t.download}
    </button>
  );
}
