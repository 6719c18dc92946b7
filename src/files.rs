//! The files a run reads and writes, checked before it plays: no output
//! names a file the run reads or writes under another role (a deck, a deck
//! set's file, a log it resumes or merges, another output), and every
//! output can be created in its folder. A run that fails these checks has
//! played nothing and created nothing.

use std::path::{Path, PathBuf};

/// The files of one run, each with its role.
#[derive(Debug, Default)]
pub struct RunFiles {
    /// Files the run reads, each with what it is to the run ("the file of
    /// deck A", ...).
    inputs: Vec<(String, PathBuf)>,
    /// Files the run writes, each with its flag (`--out`, ...) and the name
    /// of an example file for when the flag names a folder.
    outputs: Vec<(&'static str, &'static str, PathBuf)>,
}

impl RunFiles {
    /// No file yet.
    pub fn new() -> RunFiles {
        RunFiles::default()
    }

    /// The run reads `path`, which is `role` to it ("the file of deck A").
    pub fn read(&mut self, role: impl Into<String>, path: impl Into<PathBuf>) {
        self.inputs.push((role.into(), path.into()));
    }

    /// The run writes `path` (if given) for `flag`; `example` is a file
    /// name to suggest if `path` is a folder (`result.txt`).
    pub fn write(&mut self, flag: &'static str, example: &'static str, path: Option<&Path>) {
        if let Some(p) = path {
            self.outputs.push((flag, example, p.to_path_buf()));
        }
    }

    /// Checks every output: it is not a file the run reads or another
    /// output, and it can be created.
    ///
    /// # Errors
    /// One line for the user naming the output, and the other role or
    /// what stops it being written.
    pub fn check(&self) -> Result<(), String> {
        for (i, (flag, _, path)) in self.outputs.iter().enumerate() {
            let id = identity(path);
            for (role, input) in &self.inputs {
                if identity(input) == id {
                    return Err(format!(
                        "{flag} \"{}\" is {role}{}: the run would write over it; choose \
                         another {flag}",
                        path.display(),
                        also_named(path, input)
                    ));
                }
            }
            for (other, _, earlier) in &self.outputs[..i] {
                if identity(earlier) == id {
                    return Err(format!(
                        "{other} \"{}\" and {flag} \"{}\" name one file: give each its own file",
                        earlier.display(),
                        path.display()
                    ));
                }
            }
        }
        for (flag, example, path) in &self.outputs {
            writable(flag, example, path)?;
        }
        Ok(())
    }
}

/// ` ("x")` when the input was named otherwise than the output.
fn also_named(output: &Path, input: &Path) -> String {
    if output == input {
        String::new()
    } else {
        format!(" (\"{}\")", input.display())
    }
}

/// What makes two paths one file: the device and inode of an existing file
/// (through symbolic links), else the canonical path of its folder and its
/// name.
#[derive(Debug, PartialEq, Eq)]
enum Identity {
    #[cfg(unix)]
    Inode(u64, u64),
    Path(PathBuf),
}

fn identity(path: &Path) -> Identity {
    #[cfg(unix)]
    if let Ok(meta) = std::fs::metadata(path) {
        use std::os::unix::fs::MetadataExt;
        return Identity::Inode(meta.dev(), meta.ino());
    }
    if let Ok(p) = path.canonicalize() {
        return Identity::Path(p);
    }
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    match (absolute.parent(), absolute.file_name()) {
        (Some(dir), Some(name)) => match dir.canonicalize() {
            Ok(dir) => Identity::Path(dir.join(name)),
            Err(_) => Identity::Path(absolute.clone()),
        },
        _ => Identity::Path(absolute),
    }
}

/// Checks that `path` can be written for `flag`: not a folder, in a folder
/// that exists and takes new files (tried by creating and removing a
/// hidden file there). An existing file that is not a regular one (a pipe,
/// `/dev/null`) is written in place and needs no folder.
fn writable(flag: &str, example: &str, path: &Path) -> Result<(), String> {
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.is_dir() {
            return Err(format!(
                "{flag} \"{}\" is a folder: name a file, e.g. {flag} {}",
                path.display(),
                path.join(example).display()
            ));
        }
        if !meta.is_file() {
            return Ok(());
        }
    }
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            return Err(format!(
                "cannot create {flag} \"{}\": \"{}\" is not a folder",
                path.display(),
                dir.display()
            ))
        }
        Err(_) => {
            // Name the first folder of the path that is missing.
            let missing = dir
                .ancestors()
                .take_while(|a| !a.as_os_str().is_empty() && std::fs::metadata(a).is_err())
                .last()
                .unwrap_or(dir);
            return Err(format!(
                "cannot create {flag} \"{}\": the folder \"{}\" does not exist; create it \
                 or choose another {flag}",
                path.display(),
                missing.display()
            ));
        }
    }
    let name = path
        .file_name()
        .map_or_else(|| "out".into(), |n| n.to_string_lossy().into_owned());
    let probe = dir.join(format!(".{name}.keysim-{}.probe", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(f) => {
            drop(f);
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(format!(
            "cannot create {flag} \"{}\": the folder \"{}\" takes no new file ({e}); \
             choose another folder",
            path.display(),
            dir.display()
        )),
    }
}

/// Writes `contents` to `path`: atomically (a temporary file renamed over
/// it) for a regular file or a new one, in place for a pipe or a device
/// such as `/dev/stdout`, which cannot be renamed over.
///
/// # Errors
/// The I/O error.
pub fn write_output(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() && !meta.is_dir() => {
            use std::io::Write;
            let mut f = std::fs::OpenOptions::new().write(true).open(path)?;
            f.write_all(contents)?;
            f.flush()
        }
        _ => keysim_sim::runs::write_atomic(path, contents),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(test: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("keysim-files-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn an_output_that_is_an_input_under_another_name_is_refused() {
        let dir = scratch("same");
        let deck = dir.join("deck.txt");
        std::fs::write(&deck, "a deck").unwrap();
        let dotted = dir.join(".").join("deck.txt");
        let mut files = RunFiles::new();
        files.read("the file of deck A", &deck);
        files.write("--out", "result.txt", Some(&dotted));
        let e = files.check().unwrap_err();
        assert!(e.contains("is the file of deck A"), "{e}");
        #[cfg(unix)]
        {
            let link = dir.join("link.txt");
            std::os::unix::fs::symlink(&deck, &link).unwrap();
            let mut files = RunFiles::new();
            files.read("the file of deck A", &deck);
            files.write("--report", "report.html", Some(&link));
            assert!(files.check().is_err());
        }
        assert_eq!(std::fs::read_to_string(&deck).unwrap(), "a deck");
    }

    #[test]
    fn two_outputs_of_one_new_file_are_refused() {
        let dir = scratch("two");
        let mut files = RunFiles::new();
        files.write("--log", "run.jsonl", Some(&dir.join("x")));
        files.write("--out", "result.txt", Some(&dir.join("sub/../x")));
        std::fs::create_dir(dir.join("sub")).unwrap();
        let e = files.check().unwrap_err();
        assert!(e.contains("--log") && e.contains("--out"), "{e}");
        let mut files = RunFiles::new();
        files.write("--log", "run.jsonl", Some(&dir.join("x")));
        files.write("--out", "result.txt", Some(&dir.join("y")));
        files.check().unwrap();
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no probe left");
    }

    #[test]
    fn outputs_that_cannot_be_created_are_named() {
        let dir = scratch("create");
        let check = |p: PathBuf| {
            let mut files = RunFiles::new();
            files.write("--out", "result.txt", Some(&p));
            files.check().unwrap_err()
        };
        assert!(check(dir.clone()).contains("is a folder"));
        let e = check(dir.join("none/x.txt"));
        assert!(e.contains("does not exist"), "{e}");
        let e = check(dir.join("none/deeper/x.txt"));
        let first = format!(
            "the folder \"{}\" does not exist",
            dir.join("none").display()
        );
        assert!(e.contains(&first), "{e}");
        std::fs::write(dir.join("f"), "").unwrap();
        assert!(check(dir.join("f/x.txt")).contains("is not a folder"));
    }
}
