//! Where mail goes: an SMTP server (`SMTP_URL`), or `.eml` files under MAIL_DIR/<tenant>/ — the
//! default in development, readable with any mail client.

use std::path::PathBuf;

use anyhow::Context;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Attachment, Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use secrecy::ExposeSecret;

use crate::config::Config;

pub enum Transport {
    File { dir: PathBuf },
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
}

/// One mail ready to send.
pub struct Outgoing<'a> {
    pub tenant: &'a str,
    pub id: i64,
    pub to_address: &'a str,
    pub to_name: &'a str,
    pub subject: &'a str,
    pub body: &'a str,
    /// An iCalendar object and its method: sent as a `text/calendar; method=…` alternative to the
    /// text (what calendar-aware mail clients act on) and as an `invite.ics` attachment (for the
    /// others).
    pub calendar: Option<(&'a str, &'a str)>,
    /// One-click unsubscribe (RFC 8058): `List-Unsubscribe: <url>` and `List-Unsubscribe-Post`.
    pub unsubscribe_url: Option<&'a str>,
}

impl Transport {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        match &config.smtp_url {
            Some(url) => {
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose_secret())
                    .context("SMTP_URL is not a valid smtp:// or smtps:// URL")?
                    .build();
                Ok(Self::Smtp(transport))
            }
            None => Ok(Self::File { dir: config.mail_dir() }),
        }
    }

    pub fn is_file(&self) -> bool {
        matches!(self, Self::File { .. })
    }

    pub async fn send(&self, from: &Mailbox, mail: &Outgoing<'_>) -> anyhow::Result<()> {
        // No display name for someone we know only by address (an invited colleague).
        let name = Some(mail.to_name.to_owned()).filter(|name| !name.is_empty() && name != mail.to_address);
        let to = Mailbox::new(name, mail.to_address.parse()?);
        let mut builder = Message::builder().from(from.clone()).to(to).subject(mail.subject);
        if let Some(url) = mail.unsubscribe_url {
            builder = builder
                .header(ListUnsubscribe(format!("<{url}>")))
                .header(ListUnsubscribePost("List-Unsubscribe=One-Click".to_owned()));
        }
        let message = match mail.calendar {
            None => builder.header(ContentType::TEXT_PLAIN).body(mail.body.to_owned())?,
            Some((ics, method)) => builder.multipart(with_calendar(mail.body, ics, method)?)?,
        };
        match self {
            Self::Smtp(transport) => {
                transport.send(message).await?;
            }
            Self::File { dir } => {
                // One file per outbox row: sending the same row twice overwrites, never duplicates.
                let folder = dir.join(mail.tenant);
                tokio::fs::create_dir_all(&folder).await?;
                let path = folder.join(format!("{:010}.eml", mail.id));
                let partial = folder.join(format!(".{:010}.eml.partial", mail.id));
                tokio::fs::write(&partial, message.formatted()).await?;
                tokio::fs::rename(&partial, &path).await?;
                tracing::info!(tenant = mail.tenant, path = %path.display(), "mail written");
            }
        }
        Ok(())
    }
}

/// `multipart/mixed`: the text and the invitation as alternatives (RFC 6047), then the same
/// invitation as `invite.ics`.
fn with_calendar(body: &str, ics: &str, method: &str) -> anyhow::Result<MultiPart> {
    let inline = ContentType::parse(&format!("text/calendar; charset=utf-8; method={method}"))?;
    let file = ContentType::parse("application/ics; name=\"invite.ics\"")?;
    Ok(MultiPart::mixed()
        .multipart(
            MultiPart::alternative()
                .singlepart(SinglePart::plain(body.to_owned()))
                .singlepart(SinglePart::builder().header(inline).body(calendar_body(ics))),
        )
        .singlepart(Attachment::new("invite.ics".to_owned()).body(calendar_body(ics), file)))
}

/// Base64, always: the folded lines must reach the calendar byte for byte (CRLF included), which
/// quoted-printable would re-wrap.
fn calendar_body(ics: &str) -> Body {
    Body::new_with_encoding(ics.to_owned(), ContentTransferEncoding::Base64).unwrap_or_else(Body::new)
}

/// A header with a fixed name and a text value.
macro_rules! text_header {
    ($name:ident, $wire:literal) => {
        #[derive(Debug, Clone)]
        struct $name(String);

        impl lettre::message::header::Header for $name {
            fn name() -> lettre::message::header::HeaderName {
                lettre::message::header::HeaderName::new_from_ascii_str($wire)
            }

            fn parse(value: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
                Ok(Self(value.to_owned()))
            }

            fn display(&self) -> lettre::message::header::HeaderValue {
                lettre::message::header::HeaderValue::new(Self::name(), self.0.clone())
            }
        }
    };
}

text_header!(ListUnsubscribe, "List-Unsubscribe");
text_header!(ListUnsubscribePost, "List-Unsubscribe-Post");
