//! The run's seed and the numbers the environment sets, for the fuzz drivers (the core's, and
//! the app's run of the command, which includes this file by its path).

/// A whole number from the environment (decimal, or hexadecimal after `0x`).
pub fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    let text = text.trim();
    let parsed = match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16),
        None => text.parse(),
    };
    match parsed {
        Ok(n) => Some(n),
        Err(_) => panic!("{name}={text} is not a whole number"),
    }
}

/// `FUZZ_SEED`, or a new seed each run.
pub fn seed() -> u64 {
    env_number("FUZZ_SEED").unwrap_or_else(|| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        now.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
    })
}
