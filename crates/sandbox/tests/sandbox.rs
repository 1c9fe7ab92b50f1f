//! The sandbox against the real child program: valid documents are read, every class of hostile
//! document is refused or ends the child (never the test process), and the limits hold.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::time::{Duration, Instant};

use erecruit_sandbox::samples::{self, hostile};
use erecruit_sandbox::{Failure, Job, Refusal, Reply, Sandbox, SandboxConfig, limits};

fn sandbox() -> Sandbox {
    Sandbox::new(SandboxConfig { program: Some(env!("CARGO_BIN_EXE_erecruit-parse").into()), ..Default::default() })
}

async fn text(job: Job, bytes: Vec<u8>) -> Result<Reply, Failure> {
    sandbox().run(job, bytes).await
}

fn refusal(result: &Result<Reply, Failure>) -> Option<&Refusal> {
    match result {
        Ok(Reply::Refused(refusal)) => Some(refusal),
        _ => None,
    }
}

#[tokio::test]
async fn valid_documents_are_read() {
    match text(Job::PdfText, samples::one_page_pdf("Kubernetes operator")).await {
        Ok(Reply::Text(words)) => assert_eq!(words, "Kubernetes operator"),
        other => panic!("{other:?}"),
    }
    match text(Job::PdfText, samples::two_page_cv()).await {
        Ok(Reply::Text(words)) => assert!(words.contains("Page 2 line 44 Senior data engineer"), "{words}"),
        other => panic!("{other:?}"),
    }
    let body = r#"<w:document xmlns:w="x"><w:body>
        <w:p><w:r><w:t>José Ribeiro</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve">Rust &amp; SQL</w:t></w:r></w:p>
        <w:p><w:r><w:t>Caf&#233; owner</w:t></w:r></w:p></w:body></w:document>"#;
    match text(Job::DocxText, samples::docx(body)).await {
        Ok(Reply::Text(words)) => assert_eq!(words, "José Ribeiro Rust & SQL Café owner"),
        other => panic!("{other:?}"),
    }
    match text(Job::Sheet, samples::xlsx(&[&["title", "openings"], &["Data Analyst", "2"], &["", ""], &["QA", "1"]]))
        .await
    {
        Ok(Reply::Sheet(sheet)) => {
            assert_eq!(sheet.header, ["title", "openings"]);
            assert_eq!(sheet.rows, [["Data Analyst", "2"], ["QA", "1"]]);
            assert_eq!(sheet.row_numbers, [2, 4]);
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn hostile_pdfs_are_refused_before_the_library_follows_them() {
    let too_deep = Refusal::NestedTooDeep { max: limits::MAX_PDF_DEPTH };
    for (name, pdf) in [
        ("self-drawing form", hostile::self_drawing_form()),
        ("forms in a loop", hostile::forms_in_a_loop()),
        ("parent loop", hostile::parent_loop()),
    ] {
        let started = Instant::now();
        let result = text(Job::PdfText, pdf).await;
        assert_eq!(refusal(&result), Some(&too_deep), "{name}: {result:?}");
        assert!(started.elapsed() < Duration::from_secs(5), "{name} took {:?}", started.elapsed());
    }
    assert!(hostile::self_drawing_form().len() < 700, "the issue's 634-byte class");
    // 12 pages sharing one stream of 24 MB of spaces: ~40 KB that asks for 288 MB.
    let bomb = hostile::inflation_bomb(24, 12);
    assert!(bomb.len() < 100 * 1024, "{}", bomb.len());
    let result = text(Job::PdfText, bomb).await;
    assert_eq!(refusal(&result), Some(&Refusal::StreamsTooLarge { max_bytes: limits::MAX_PDF_INFLATED_BYTES }));
    // Nesting the parser itself recurses into: read without the object, refused, or the child
    // dies — the caller does not, and does not wait.
    let result = text(Job::PdfText, hostile::deeply_nested(200_000)).await;
    assert!(!matches!(result, Err(Failure::Timeout | Failure::Busy)), "{result:?}");
}

#[tokio::test]
async fn hostile_zips_and_sheets_are_refused_with_the_limit() {
    let sheet = |bytes| text(Job::Sheet, bytes);
    let result = sheet(hostile::far_corner_xlsx()).await;
    assert!(
        matches!(refusal(&result), Some(Refusal::TooManyRows { .. } | Refusal::TooManyColumns { .. })),
        "{result:?}"
    );
    let result = sheet(hostile::wide_xlsx()).await;
    assert_eq!(refusal(&result), Some(&Refusal::TooManyColumns { max: limits::MAX_COLUMNS }));
    let result = sheet(hostile::inflating_xlsx(65)).await;
    assert_eq!(refusal(&result), Some(&Refusal::ArchiveTooLarge { max_bytes: limits::MAX_ZIP_MEMBER_BYTES }));
    let result = text(Job::DocxText, hostile::inflating_docx(65)).await;
    assert_eq!(refusal(&result), Some(&Refusal::ArchiveTooLarge { max_bytes: limits::MAX_ZIP_MEMBER_BYTES }));
    let result = text(Job::DocxText, hostile::many_member_docx(limits::MAX_ZIP_MEMBERS + 1)).await;
    assert_eq!(refusal(&result), Some(&Refusal::TooManyMembers { max: limits::MAX_ZIP_MEMBERS }));
}

#[tokio::test]
async fn damaged_documents_never_take_the_caller_down() {
    let sandbox = sandbox();
    let valid = [
        (Job::PdfText, samples::two_page_cv()),
        (Job::DocxText, samples::docx_of(&["Ana Applicant", "Data engineer"])),
        (Job::Sheet, samples::xlsx(&[&["title", "category"], &["Data Analyst", "experienced-hire"]])),
    ];
    for (job, bytes) in valid {
        for (i, damaged) in hostile::damaged(&bytes, 40, 0x5eed + job.as_str().len() as u64).into_iter().enumerate() {
            let result = sandbox.run(job, damaged).await;
            // Read, refused, or the child died: each is an answer; a hang would be a timeout.
            assert!(!matches!(result, Err(Failure::Timeout | Failure::Busy)), "{job:?} #{i}: {result:?}");
        }
    }
}

#[tokio::test]
async fn a_child_beyond_its_memory_or_time_is_killed_and_reported() {
    let result = sandbox().run(Job::ExhaustMemory, Vec::new()).await;
    assert!(matches!(result, Err(Failure::Killed(_))), "{result:?}");

    let quick = Sandbox::new(SandboxConfig {
        program: Some(env!("CARGO_BIN_EXE_erecruit-parse").into()),
        deadline: Some(Duration::from_millis(500)),
        ..Default::default()
    });
    let started = Instant::now();
    assert_eq!(quick.run(Job::Spin, Vec::new()).await.err(), Some(Failure::Timeout));
    assert!(started.elapsed() < Duration::from_secs(3), "{:?}", started.elapsed());
}

#[tokio::test]
async fn beyond_its_children_and_queue_a_sandbox_is_busy() {
    let one = Sandbox::new(SandboxConfig {
        program: Some(env!("CARGO_BIN_EXE_erecruit-parse").into()),
        concurrency: Some(1),
        queue: Some(1),
        deadline: Some(Duration::from_millis(1_500)),
    });
    let running = tokio::spawn({
        let one = one.clone();
        async move { one.run(Job::Spin, Vec::new()).await }
    });
    let waiting = tokio::spawn({
        let one = one.clone();
        async move { one.run(Job::Spin, Vec::new()).await }
    });
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(one.run(Job::PdfText, samples::one_page_pdf("x")).await.err(), Some(Failure::Busy));
    assert_eq!(running.await.unwrap().err(), Some(Failure::Timeout));
    assert_eq!(waiting.await.unwrap().err(), Some(Failure::Timeout));
    // Free again.
    assert!(matches!(one.run(Job::PdfText, samples::one_page_pdf("x")).await, Ok(Reply::Text(_))));
}

#[tokio::test]
async fn a_missing_program_is_an_unreadable_document_not_an_error() {
    let none =
        Sandbox::new(SandboxConfig { program: Some("/nonexistent/erecruit-parse".into()), ..Default::default() });
    assert!(matches!(none.run(Job::PdfText, samples::one_page_pdf("x")).await, Err(Failure::Unreadable(_))));
}
