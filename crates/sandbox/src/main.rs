//! `erecruit-parse JOB`: reads one untrusted document from stdin and writes what it found to
//! stdout as JSON, under limits it sets itself first. Run by the server and `tenant-admin`
//! (`erecruit_sandbox::Sandbox`), never by hand.

fn main() -> std::process::ExitCode {
    erecruit_sandbox::child::main()
}
