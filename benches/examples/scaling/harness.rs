//! The harness's command line and its parent process: for each group size,
//! the setup in one child process, then each role in one child process of
//! its own (the same program, re-executed with a role argument), their
//! records gathered into the tables and the chart.
//!
//! ```text
//! scaling [--suite ed25519|secp256k1] [--sizes 3,10,...] [--dkg-max N]
//!         [--dkg-shared-from N] [--dir FOLDER] [--svg FILE]
//! scaling setup <suite> <n> <folder> <none|real|shared>  (a child)
//! scaling role <suite> <role> <n> <folder>                (a child)
//! ```

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use benches::scaling::{Record, Report, Role, SIZES, chart, threads};

use crate::{roles, setup};

/// What the parent runs.
pub struct Options {
    /// `ed25519` or `secp256k1`.
    pub suite: String,
    /// The group sizes `n`.
    pub sizes: Vec<u16>,
    /// Key generation only up to this `n` (its fixture's memory and setup
    /// time grow as `n·t`).
    pub dkg_max: u16,
    /// From this `n` on, key generation's fixture has the other
    /// participants share one polynomial (see `DkgFixture::with_shared_polynomial`).
    pub dkg_shared_from: u16,
    /// Where the fixtures, tables and chart go.
    pub dir: PathBuf,
    /// Where else to write the chart, if anywhere.
    pub svg: Option<PathBuf>,
}

impl Options {
    /// Reads the parent's options from `args`; defaults: Ed25519, every size
    /// of [`SIZES`], key generation up to 3,000 (shared polynomials from
    /// 5,000), the folder `scaling` of the build's target folder.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            suite: "ed25519".to_string(),
            sizes: SIZES.to_vec(),
            dkg_max: 3000,
            dkg_shared_from: 5000,
            dir: default_dir(),
            svg: None,
        };
        let mut args = args.iter();
        while let Some(flag) = args.next() {
            let mut value = || args.next().ok_or(format!("{flag} needs a value"));
            match flag.as_str() {
                "--suite" => options.suite = value()?.clone(),
                "--sizes" => {
                    options.sizes = value()?
                        .split(',')
                        .map(|n| n.trim().parse().map_err(|_| format!("bad size {n:?}")))
                        .collect::<Result<_, _>>()?;
                }
                "--dkg-max" => {
                    options.dkg_max = value()?.parse().map_err(|_| "bad --dkg-max")?;
                }
                "--dkg-shared-from" => {
                    options.dkg_shared_from =
                        value()?.parse().map_err(|_| "bad --dkg-shared-from")?;
                }
                "--dir" => options.dir = PathBuf::from(value()?),
                "--svg" => options.svg = Some(PathBuf::from(value()?)),
                other => return Err(format!("unknown argument {other:?}")),
            }
        }
        if options.sizes.iter().any(|&n| n < 3) {
            return Err("every size must be at least 3".to_string());
        }
        Ok(options)
    }
}

/// `target/scaling`: the target folder is the nearest ancestor of this
/// program named `target`.
fn default_dir() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| {
            exe.ancestors()
                .find(|dir| dir.file_name().is_some_and(|name| name == "target"))
                .map(Path::to_path_buf)
        })
        .unwrap_or_else(|| PathBuf::from("target"))
        .join("scaling")
}

/// The entry point of the harness, parent or child by its first argument.
pub fn main(args: &[String]) -> Result<Option<Report>, String> {
    match args.first().map(String::as_str) {
        Some("setup") => child(args, |suite, rest| {
            let [n, dir, dkg] = rest else {
                return Err("setup <suite> <n> <folder> <none|real|shared>".to_string());
            };
            let n = n.parse().map_err(|_| "bad n")?;
            let with_dkg = setup::DkgSetup::from_key(dkg).ok_or("bad key generation setup")?;
            match suite {
                "ed25519" => setup::setup::<frost_ed25519::Ed25519>(n, Path::new(dir), with_dkg),
                "secp256k1" => {
                    setup::setup::<frost_secp256k1::Secp256k1>(n, Path::new(dir), with_dkg)
                }
                other => Err(format!("unknown suite {other:?}")),
            }
        }),
        Some("role") => child(args, |suite, rest| {
            let [role, n, dir] = rest else {
                return Err("role <suite> <role> <n> <folder>".to_string());
            };
            let role = Role::from_key(role).ok_or("unknown role")?;
            let n = n.parse().map_err(|_| "bad n")?;
            match suite {
                "ed25519" => roles::run::<frost_ed25519::Ed25519>(role, n, Path::new(dir)),
                "secp256k1" => roles::run::<frost_secp256k1::Secp256k1>(role, n, Path::new(dir)),
                other => Err(format!("unknown suite {other:?}")),
            }
        }),
        _ => parent(&Options::parse(args)?).map(Some),
    }
}

/// Runs a child's command and prints its records on standard output.
fn child(
    args: &[String],
    run: impl FnOnce(&str, &[String]) -> Result<Vec<Record>, String>,
) -> Result<Option<Report>, String> {
    let suite = args.get(1).ok_or("no suite")?;
    for record in run(suite, &args[2..])? {
        println!("{record}");
    }
    Ok(None)
}

/// Runs this program as a child with `args`, gathering its records.
fn spawn(args: &[String]) -> Result<Vec<Record>, String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let output = Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("starting {args:?}: {e}"))?;
    if !output.status.success() {
        return Err(format!("{args:?} failed: {}", output.status));
    }
    Ok(String::from_utf8_lossy(&output.stdout)
        .lines()
        .filter_map(Record::parse)
        .collect())
}

/// The parent: every size in turn, each role in its own process; prints the
/// tables, writes them and the chart to the folder.
fn parent(options: &Options) -> Result<Report, String> {
    let started = Instant::now();
    let heading = format!(
        "{}, threads: {} (RAYON_NUM_THREADS={}), {} cores",
        options.suite,
        threads(),
        std::env::var("RAYON_NUM_THREADS").unwrap_or_else(|_| "unset".to_string()),
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    );
    eprintln!("scaling: {heading}; fixtures in {}", options.dir.display());
    let mut report = Report::new(&options.sizes);
    for &n in &options.sizes {
        let dir = options.dir.join(format!("{}-{n}", options.suite));
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let dkg = match n {
            n if n > options.dkg_max => setup::DkgSetup::None,
            n if n >= options.dkg_shared_from => setup::DkgSetup::Shared,
            _ => setup::DkgSetup::Real,
        };
        let with_dkg = dkg != setup::DkgSetup::None;
        let dir_text = dir.display().to_string();
        let size_started = Instant::now();
        let mut children = vec![vec![
            "setup".to_string(),
            options.suite.clone(),
            n.to_string(),
            dir_text.clone(),
            dkg.key().to_string(),
        ]];
        for role in Role::ALL {
            if role != Role::DkgParticipant || with_dkg {
                children.push(vec![
                    "role".to_string(),
                    options.suite.clone(),
                    role.key().to_string(),
                    n.to_string(),
                    dir_text.clone(),
                ]);
            }
        }
        for args in children {
            let child_started = Instant::now();
            for record in spawn(&args)? {
                report.push(record);
            }
            eprintln!(
                "scaling: n = {n}: {} {} done in {:.1} s",
                args[0],
                if args[0] == "role" { &args[2] } else { "" },
                child_started.elapsed().as_secs_f64()
            );
        }
        std::fs::remove_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        eprintln!(
            "scaling: n = {n} done in {:.1} s",
            size_started.elapsed().as_secs_f64()
        );
    }
    let elapsed = started.elapsed().as_secs_f64();
    let tables = format!(
        "{heading}; whole run {elapsed:.0} s\n\n{}",
        report.markdown()
    );
    println!("{tables}");
    let svg = chart::svg(&report, &heading);
    std::fs::create_dir_all(&options.dir).map_err(|e| e.to_string())?;
    for path in [options.dir.join(format!("{}.svg", options.suite))]
        .into_iter()
        .chain(options.svg.clone())
    {
        std::fs::write(&path, &svg).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    let tables_path = options.dir.join(format!("{}.md", options.suite));
    std::fs::write(&tables_path, &tables).map_err(|e| format!("{}: {e}", tables_path.display()))?;
    Ok(report)
}
