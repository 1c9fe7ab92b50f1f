//! The text of uploaded PDF and Word documents (CVs and attachments), read once for search.
//!
//! Reading a document is parsing untrusted bytes, so it happens in the sandbox
//! (`erecruit_sandbox`): a child process with its own limits, killed at a deadline. And it
//! happens after the upload has answered: the upload stores the file as `pending`
//! ([`FileTextState`]), commits, and hands the bytes to [`FileTexts::read_after_commit`], which
//! records the text (`done`) or that there is none to read (`unreadable`) in a short transaction
//! of its own. No pooled connection is held while a child runs, and an upload's answer time does
//! not depend on the parser. Reads lost to a stopped replica or put off because every child was
//! busy are caught up by the clean-up job ([`FileTexts::catch_up`]).

use std::sync::Arc;
use std::time::Duration;

use erecruit_sandbox::{Failure, Job, Reply, Sandbox};
use sea_orm::DbErr;
use uuid::Uuid;

use super::domain::{FileKind, FileTextState};
use super::repo::{self, FileRecord};
use super::sniff::FileType;
use super::storage::Storage;
// A job after the request: its own short units of work (as the mail worker's, clippy.toml).
#[allow(clippy::disallowed_types)]
use crate::tenancy::Database;
use crate::tenancy::{Tenant, TenantTx};

pub use erecruit_sandbox::limits::MAX_TEXT_CHARS;
pub use erecruit_sandbox::samples::one_page_pdf;

/// How long a file may stay pending before the clean-up job reads it again.
const CATCH_UP_AFTER: Duration = Duration::from_secs(60);
/// Most files one clean-up pass reads per tenant.
const CATCH_UP_PER_PASS: u64 = 20;

/// The state a newly stored file starts in: CVs and attachments in PDF or Word are read.
pub fn initial_state(kind: FileKind, file_type: FileType) -> FileTextState {
    match (kind, job(file_type)) {
        (FileKind::Cv | FileKind::Attachment, Some(_)) => FileTextState::Pending,
        _ => FileTextState::None,
    }
}

fn job(file_type: FileType) -> Option<Job> {
    match file_type {
        FileType::Pdf => Some(Job::PdfText),
        FileType::Docx => Some(Job::DocxText),
        _ => None,
    }
}

/// What reading a document found: its state and text, or `None` when it should be tried again
/// later (every child was busy).
pub async fn read(sandbox: &Sandbox, file_type: FileType, bytes: Vec<u8>) -> Option<(FileTextState, Option<String>)> {
    let job = job(file_type)?;
    match sandbox.run(job, bytes).await {
        Ok(Reply::Text(text)) => Some((FileTextState::Done, Some(text).filter(|t| !t.is_empty()))),
        Err(Failure::Busy) => None,
        Ok(_) | Err(_) => Some((FileTextState::Unreadable, None)),
    }
}

/// Reads the text of stored documents in the sandbox and records it.
#[derive(Clone)]
pub struct FileTexts {
    sandbox: Sandbox,
    #[allow(clippy::disallowed_types)]
    db: Database,
    storage: Storage,
}

impl FileTexts {
    #[allow(clippy::disallowed_types)]
    pub fn new(sandbox: Sandbox, db: Database, storage: Storage) -> Self {
        Self { sandbox, db, storage }
    }

    /// Reads a just-stored file's text in the background, once the upload's transaction has
    /// committed (the file is then visible to the unit of work that records the text). A file
    /// that is not pending is left alone.
    pub fn read_after_commit(&self, tenant: Arc<Tenant>, file: &FileRecord, bytes: Vec<u8>) {
        if file.text_state != FileTextState::Pending {
            return;
        }
        let Some(file_type) = FileType::from_content_type(&file.content_type) else { return };
        let this = self.clone();
        let id = file.id;
        tokio::spawn(async move {
            if let Err(err) = this.read_and_record(tenant, id, file_type, bytes).await {
                tracing::warn!(error = %err, file = %id, "could not record a document's text; the clean-up job tries again");
            }
        });
    }

    async fn read_and_record(
        &self,
        tenant: Arc<Tenant>,
        id: Uuid,
        file_type: FileType,
        bytes: Vec<u8>,
    ) -> Result<(), DbErr> {
        let Some((state, text)) = read(&self.sandbox, file_type, bytes).await else { return Ok(()) };
        #[allow(clippy::disallowed_methods)] // a job, not a request: its own short unit of work
        let tx = TenantTx::begin(&self.db, tenant).await?;
        repo::set_text(&tx, id, text.as_deref(), state).await?;
        tx.commit().await
    }

    /// Reads the files of `tenant` that stayed pending (the clean-up job's pass): the list in one
    /// short unit of work, each file's bytes from storage, its text in the sandbox with no unit
    /// of work open, and each result in a unit of its own. Answers how many were recorded.
    pub async fn catch_up(&self, tenant: Arc<Tenant>) -> Result<u64, DbErr> {
        #[allow(clippy::disallowed_methods)] // a job, not a request
        let tx = TenantTx::begin(&self.db, tenant.clone()).await?;
        let older_than = chrono::Duration::from_std(CATCH_UP_AFTER).unwrap_or(chrono::Duration::MAX);
        let pending = repo::pending_texts(&tx, older_than, CATCH_UP_PER_PASS).await?;
        tx.commit().await?;
        let mut recorded = 0;
        for file in pending {
            let Some(file_type) = FileType::from_content_type(&file.content_type) else { continue };
            let found = match self.storage.get(&file.storage_key).await {
                Ok(Some(bytes)) => read(&self.sandbox, file_type, bytes).await,
                Ok(None) => Some((FileTextState::Unreadable, None)),
                Err(err) => {
                    tracing::warn!(error = %err, file = %file.id, "a pending document's bytes cannot be read now");
                    continue;
                }
            };
            let Some((state, text)) = found else { break };
            #[allow(clippy::disallowed_methods)] // a job, not a request
            let tx = TenantTx::begin(&self.db, tenant.clone()).await?;
            recorded += u64::from(repo::set_text(&tx, file.id, text.as_deref(), state).await?);
            tx.commit().await?;
        }
        Ok(recorded)
    }
}
