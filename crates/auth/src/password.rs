//! Password hashing: argon2id with OWASP parameters (m = 19 MiB, t = 2, p = 1), on a pool of
//! dedicated threads — one per core — so hashing never stalls the request workers.
//!
//! Each hashing thread keeps its 19 MiB of argon2 working memory for good. Allocating it per hash
//! (what `Argon2::verify_password` does) costs a zeroed allocation and its page faults every time,
//! and the freed blocks stay cached in each thread's malloc arena: under a burst of sign-ins the
//! server grew by hundreds of MB. With the memory kept, hashing takes a fixed N × 19 MiB and a flood
//! of sign-ins only queues here — up to a bound (`PASSWORD_HASH_QUEUE`): past it a check is refused
//! at once with 503 `busy`, instead of every waiting request holding its memory and socket for
//! seconds while the queue grows without end.

use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, OnceLock};

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};

use crate::error::ApiError;

fn argon2() -> Argon2<'static> {
    // The parameters are constants that `Params::new` accepts; DEFAULT is the fallback only in name.
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or(Params::DEFAULT);
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// One hashing thread's argon2 working memory, grown to the largest hash it has computed.
#[derive(Default)]
struct Memory(Vec<Block>);

impl Memory {
    fn blocks(&mut self, count: usize) -> &mut [Block] {
        if self.0.len() < count {
            self.0.resize(count, Block::default());
        }
        &mut self.0[..count]
    }
}

fn hash_with(memory: &mut Memory, password: &str) -> Result<String, argon2::password_hash::Error> {
    let salt = SaltString::generate(&mut OsRng);
    let mut salt_bytes = [0u8; 64];
    let salt_raw = salt.as_salt().decode_b64(&mut salt_bytes)?;
    let argon2 = argon2();
    let mut output = [0u8; Params::DEFAULT_OUTPUT_LEN];
    let blocks = memory.blocks(argon2.params().block_count());
    argon2.hash_password_into_with_memory(password.as_bytes(), salt_raw, &mut output, blocks)?;
    let hash = PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(argon2.params())?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&output)?),
    };
    Ok(hash.to_string())
}

/// Verifies with the parameters stored in `hash` (older hashes keep working), in constant time.
fn verify_with(memory: &mut Memory, password: &str, hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else { return false };
    let (Ok(algorithm), Ok(params)) = (Algorithm::try_from(parsed.algorithm), Params::try_from(&parsed)) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from) {
        None => Version::default(),
        Some(Ok(version)) => version,
        Some(Err(_)) => return false,
    };
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else { return false };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt_raw) = salt.decode_b64(&mut salt_bytes) else { return false };
    let argon2 = Argon2::new(algorithm, version, params);
    let mut output = vec![0u8; expected.len()];
    let blocks = memory.blocks(argon2.params().block_count());
    argon2.hash_password_into_with_memory(password.as_bytes(), salt_raw, &mut output, blocks).is_ok()
        // `Output`'s equality is constant-time.
        && Output::new(&output).is_ok_and(|computed| computed == expected)
}

/// A hash of a random password, verified against when the e-mail is unknown so that an unknown
/// address and a wrong password take the same time.
fn dummy_hash(memory: &mut Memory) -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash_with(memory, &super::tokens::random_token()).unwrap_or_default())
}

type Job = Box<dyn FnOnce(&mut Memory) + Send>;

/// The hashing threads' queue. Started on first use.
fn hashing_pool() -> &'static Sender<Job> {
    static POOL: OnceLock<Sender<Job>> = OnceLock::new();
    POOL.get_or_init(|| {
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        for n in 0..threads() {
            let receiver = receiver.clone();
            let spawned = std::thread::Builder::new().name(format!("argon2-{n}")).spawn(move || hash_jobs(&receiver));
            if let Err(err) = spawned {
                tracing::error!(error = %err, "could not start a password hashing thread");
            }
        }
        sender
    })
}

fn hash_jobs(receiver: &Mutex<Receiver<Job>>) {
    let mut memory = Memory::default();
    loop {
        let job = match receiver.lock() {
            Ok(queue) => queue.recv(),
            Err(poisoned) => poisoned.into_inner().recv(),
        };
        let Ok(job) = job else { return };
        // A panicking job fails its own request (its answer channel is dropped), not the thread.
        let _ = std::panic::catch_unwind(AssertUnwindSafe(|| job(&mut memory)));
    }
}

/// How many checks may wait for a hashing thread (`set_queue_limit`); those running are not counted.
static QUEUE_LIMIT: AtomicUsize = AtomicUsize::new(64);
/// Checks waiting or running.
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// One hashing thread per core the process may use (read once: it reads cgroup files).
fn threads() -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(2, |n| n.get()))
}

/// Sets how many password checks may wait for a hashing thread (start-up, from the configuration).
pub fn set_queue_limit(limit: usize) {
    QUEUE_LIMIT.store(limit.max(1), Ordering::Relaxed);
}

/// A place in the hashing queue, given back when the job finishes or is dropped unrun.
struct Place;

impl Place {
    fn take() -> Option<Self> {
        let capacity = threads() + QUEUE_LIMIT.load(Ordering::Relaxed);
        let taken = IN_FLIGHT.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| (n < capacity).then_some(n + 1));
        taken.is_ok().then_some(Self)
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        IN_FLIGHT.fetch_sub(1, Ordering::AcqRel);
    }
}

async fn run_hashing<T: Send + 'static>(work: impl FnOnce(&mut Memory) -> T + Send + 'static) -> Result<T, ApiError> {
    let place = Place::take().ok_or(ApiError::Busy)?;
    let (answer, answered) = tokio::sync::oneshot::channel();
    let job: Job = Box::new(move |memory| {
        let _place = place;
        let _ = answer.send(work(memory));
    });
    hashing_pool()
        .send(job)
        .map_err(|_| ApiError::Internal(anyhow::anyhow!("the password hashing threads stopped")))?;
    answered.await.map_err(|_| ApiError::Internal(anyhow::anyhow!("password hashing failed")))
}

pub async fn hash_password(password: String) -> Result<String, ApiError> {
    run_hashing(move |memory| hash_with(memory, &password))
        .await?
        .map_err(|err| ApiError::Internal(anyhow::anyhow!("hashing failed: {err}")))
}

/// Verifies `password` against `hash`, or against the dummy hash when there is no user.
pub async fn verify_password(password: String, hash: Option<String>) -> Result<bool, ApiError> {
    run_hashing(move |memory| match hash {
        Some(hash) => verify_with(memory, &password, &hash),
        None => {
            let dummy = dummy_hash(memory);
            verify_with(memory, &password, dummy);
            false
        }
    })
    .await
}

/// Starts the hashing threads and hashes once at start-up so the first unknown-email sign-in is
/// not faster.
pub fn warm_up() {
    let _ = hashing_pool().send(Box::new(|memory| {
        dummy_hash(memory);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::PasswordHasher;

    #[test]
    fn hashes_are_argon2id_with_owasp_parameters() {
        let mut memory = Memory::default();
        let hash = hash_with(&mut memory, "correct horse battery staple").unwrap();
        assert!(hash.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{hash}");
        assert!(verify_with(&mut memory, "correct horse battery staple", &hash));
        assert!(!verify_with(&mut memory, "correct horse battery stapler", &hash));
    }

    #[test]
    fn hashes_made_by_the_argon2_crate_with_other_parameters_still_verify() {
        let params = Params::new(8 * 1024, 3, 1, None).unwrap();
        let other = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let salt = SaltString::generate(&mut OsRng);
        let hash = other.hash_password(b"older password", &salt).unwrap().to_string();
        let mut memory = Memory::default();
        assert!(verify_with(&mut memory, "older password", &hash));
        assert!(!verify_with(&mut memory, "older passwore", &hash));
        assert!(!verify_with(&mut memory, "older password", "not a hash"));
    }

    #[tokio::test]
    async fn the_hashing_threads_answer_concurrent_requests() {
        let hash = hash_password("pool password".to_owned()).await.unwrap();
        let checks = (0..6).map(|n| {
            let password = if n % 2 == 0 { "pool password" } else { "wrong" };
            verify_password(password.to_owned(), Some(hash.clone()))
        });
        let results: Vec<bool> = futures_util::future::join_all(checks).await.into_iter().map(Result::unwrap).collect();
        assert_eq!(results, [true, false, true, false, true, false]);
        assert!(!verify_password("anything".to_owned(), None).await.unwrap());
    }
}
