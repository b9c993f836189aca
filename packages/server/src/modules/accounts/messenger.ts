import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { lt } from 'drizzle-orm';

/** How long the outbox keeps messages. */
export const OUTBOX_KEEP_MS = 7 * 86_400_000;

export interface Message {
  kind: 'email' | 'sms';
  target: string;
  subject: string;
  text: string;
}

/** Sends one text message to a phone; SMS vendors differ, so only this interface is fixed. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** A generic provider: POSTs {phone, text} as JSON to SMS_WEBHOOK_URL (a vendor adapter sits behind it). */
export class WebhookSmsProvider implements SmsProvider {
  constructor(private readonly url: string) {}
  async send(phone: string, text: string): Promise<void> {
    const res = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
  }
}

/**
 * Delivers codes and notices. E-mail goes through SMTP when SMTP_URL is set, SMS through the provider when
 * one is configured; otherwise (the embedded default) the message is written to the outbox table, which the
 * system administrator reads at GET /api/system/outbox, and to the server log.
 */
export class Messenger {
  private readonly mailer: Transporter | null;
  private readonly sms: SmsProvider | null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    config: Pick<AppConfig, 'smtpUrl' | 'smtpFrom' | 'smsWebhookUrl'>,
    private readonly from = config.smtpFrom,
  ) {
    this.mailer = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    this.sms = config.smsWebhookUrl ? new WebhookSmsProvider(config.smsWebhookUrl) : null;
  }

  async send(m: Message): Promise<void> {
    if (m.kind === 'email' && this.mailer) {
      await this.mailer.sendMail({ from: this.from, to: m.target, subject: m.subject, text: m.text });
      return;
    }
    if (m.kind === 'sms' && this.sms) {
      await this.sms.send(m.target, m.text);
      return;
    }
    await this.db.insert(outbox).values(m);
    // Codes are worth nothing after ten minutes; a week of history is plenty for an administrator.
    await this.db.delete(outbox).where(lt(outbox.createdAt, new Date(Date.now() - OUTBOX_KEEP_MS)));
    this.log.info({ outbox: m }, 'message kept in the outbox (no mail/SMS provider configured)');
  }
}
