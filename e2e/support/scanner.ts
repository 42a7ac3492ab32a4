import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { encodeTicket } from '@/lib/tickets/codec';
import { QR_OPTIONS } from '@/lib/tickets/qr-symbol';
import type { Ticket } from '@/lib/tickets/schema';
import { signE2eTicket } from './tickets';

/**
 * For the scanner's end-to-end tests: fresh attendees with tickets signed with the servers' key
 * (e2e/support/tickets.ts), and a camera: a .y4m video of a ticket's QR code that Chromium plays
 * as its fake camera (--use-file-for-fake-video-capture).
 */

/** A fresh attendee per call: the servers keep their check-ins between runs. */
export function attendee(firstName: string, lastName: string): Ticket {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase();
  return {
    ticketId: `ACM2025-${id}`,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${id}@example.com`.toLowerCase(),
  };
}

/** The base64 ticket JSON, signed with the suite's key. */
export function signedCode(ticket: Ticket): string {
  return encodeTicket(signE2eTicket(ticket));
}

/** The verify link a ticket's QR code holds. */
export function verifyLink(code: string, site = 'https://africacreativemarket.com'): string {
  return `${site}/ticket/qr-verify?ticket=${encodeURIComponent(code)}`;
}

/**
 * Writes one 4:2:0 frame of YUV4MPEG2 (Chromium loops it): the QR symbol of `content`, black
 * modules on white with a quiet zone, centred on a grey background (U and V at 128: no colour).
 */
export function writeQrVideo(content: string, width = 1280, height = 720): string {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const quiet = 4;
  const cells = modules.size + 2 * quiet;
  const scale = Math.floor((height * 0.9) / cells);
  const left = Math.floor((width - cells * scale) / 2);
  const top = Math.floor((height - cells * scale) / 2);
  const y = Buffer.alloc(width * height, 128);
  for (let row = 0; row < cells * scale; row += 1) {
    for (let column = 0; column < cells * scale; column += 1) {
      const moduleRow = Math.floor(row / scale) - quiet;
      const moduleColumn = Math.floor(column / scale) - quiet;
      const inside = moduleRow >= 0 && moduleColumn >= 0 && moduleRow < modules.size && moduleColumn < modules.size;
      y[(top + row) * width + left + column] = inside && modules.get(moduleRow, moduleColumn) ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = join(tmpdir(), `acm-scanner-camera-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, chroma]),
  );
  return file;
}
