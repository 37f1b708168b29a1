//! Diagnostics: one typed record per problem, collected by every pass and rendered once, at the
//! driver's edge, as text or JSON.

use crate::legality::rules::Rule;
use serde::Serialize;
use std::fmt;

/// How bad a diagnostic is. Only errors stop compilation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Note,
    Warning,
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// One problem found in the input, with everything a user needs to find and fix it.
///
/// Field names are the stable JSON schema of `--diagnostics json`; unknown fields are `null`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Diagnostic {
    pub severity: Severity,
    /// The rule that fired; serialized as its kebab-case id, e.g. `unselectable-intrinsic`.
    pub rule: Option<Rule>,
    /// Section of the NVVM IR specification 1.1 the rule comes from, e.g. `"9"`.
    pub section: Option<String>,
    pub message: String,
    /// The function holding the offending instruction (or the function itself).
    pub function: Option<String>,
    /// The offending global (variable, function declaration or alias).
    pub global: Option<String>,
    /// The offending instruction, as LLVM prints it.
    pub instruction: Option<String>,
    /// Source file and line, from debug info when the input has it; else the input file.
    pub file: Option<String>,
    pub line: Option<u32>,
    /// What to do about it.
    pub hint: Option<String>,
}

impl Diagnostic {
    pub fn new(severity: Severity, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            rule: None,
            section: None,
            message: message.into(),
            function: None,
            global: None,
            instruction: None,
            file: None,
            line: None,
            hint: None,
        }
    }
    pub fn error(message: impl Into<String>) -> Self {
        Self::new(Severity::Error, message)
    }
    pub fn warning(message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, message)
    }
    /// Names the rule that fired, citing its section of the spec (none for rules without one).
    pub fn rule(mut self, rule: Rule) -> Self {
        self.rule = Some(rule);
        self.section = rule.info().section().map(str::to_string);
        self
    }
    /// Names the rule that fired, citing `section` (a subsection of the rule's, or the section
    /// of the construct the diagnostic is about) instead of the rule's own.
    pub fn rule_in(mut self, rule: Rule, section: &str) -> Self {
        self.rule = Some(rule);
        self.section = Some(section.to_string());
        self
    }
    /// The id of the rule that fired, as a string.
    pub fn rule_id(&self) -> Option<&'static str> {
        self.rule.map(Rule::as_str)
    }
    pub fn function(mut self, name: impl Into<String>) -> Self {
        self.function = Some(name.into());
        self
    }
    pub fn global(mut self, name: impl Into<String>) -> Self {
        self.global = Some(name.into());
        self
    }
    pub fn instruction(mut self, text: impl Into<String>) -> Self {
        self.instruction = Some(text.into());
        self
    }
    pub fn location(mut self, file: Option<String>, line: Option<u32>) -> Self {
        if file.is_some() {
            self.file = file;
        }
        if line.is_some() {
            self.line = line;
        }
        self
    }
    pub fn hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Renders the diagnostic the way compilers do: `file:line: severity: message [rule, §N]`,
    /// followed by indented notes for the function, the instruction and the fix.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        match (&self.file, self.line) {
            (Some(f), Some(l)) => out.push_str(&format!("{f}:{l}: ")),
            (Some(f), None) => out.push_str(&format!("{f}: ")),
            _ => {}
        }
        out.push_str(&format!("{}: {}", self.severity, self.message));
        match (&self.rule, &self.section) {
            (Some(r), Some(s)) => out.push_str(&format!(" [{r}, NVVM IR spec §{s}]")),
            (Some(r), None) => out.push_str(&format!(" [{r}]")),
            _ => {}
        }
        if let Some(func) = &self.function {
            out.push_str(&format!("\n  in function '{func}'"));
        }
        if let Some(g) = &self.global {
            if self.function.as_deref() != Some(g.as_str()) {
                out.push_str(&format!("\n  global '{g}'"));
            }
        }
        if let Some(inst) = &self.instruction {
            out.push_str(&format!("\n  at: {}", inst.trim()));
        }
        if let Some(h) = &self.hint {
            out.push_str(&format!("\n  fix: {h}"));
        }
        out
    }
}

/// The collector every pass reports into.
#[derive(Debug, Default, Clone)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }
    pub fn extend(&mut self, other: Diagnostics) {
        self.items.extend(other.items);
    }
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(|d| d.severity == Severity::Error)
    }
    pub fn error_count(&self) -> usize {
        self.items.iter().filter(|d| d.severity == Severity::Error).count()
    }
    pub fn iter(&self) -> impl Iterator<Item = &Diagnostic> {
        self.items.iter()
    }
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
}

/// A diagnostic pre-filled with the function, the printed instruction and its source location.
pub fn diagnostic_at(
    severity: Severity,
    message: impl Into<String>,
    function: crate::ir::Value<'_>,
    inst: crate::ir::Value<'_>,
) -> Diagnostic {
    let (file, line) = inst.source_location();
    Diagnostic::new(severity, message).function(function.name()).instruction(inst.print()).location(file, line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_rendering_names_rule_section_function_and_fix() {
        let d = Diagnostic::error("cannot select llvm.sin.f64")
            .rule(Rule::UnselectableIntrinsic)
            .function("k")
            .instruction("  %s = call double @llvm.sin.f64(double %x)")
            .location(Some("a.cu".into()), Some(7))
            .hint("link libdevice");
        let t = d.render_text();
        assert!(
            t.starts_with("a.cu:7: error: cannot select llvm.sin.f64 [unselectable-intrinsic, NVVM IR spec §9]"),
            "{t}"
        );
        assert!(t.contains("in function 'k'"));
        assert!(t.contains("at: %s = call double"));
        assert!(t.contains("fix: link libdevice"));
    }

    #[test]
    fn counts_only_errors() {
        let mut ds = Diagnostics::new();
        ds.push(Diagnostic::warning("w"));
        assert!(!ds.has_errors());
        ds.push(Diagnostic::error("e"));
        assert_eq!(ds.error_count(), 1);
        assert_eq!(ds.len(), 2);
    }

    #[test]
    fn json_field_names_are_stable() {
        let d = Diagnostic::error("m").rule_in(Rule::DllStorageClass, "3.1");
        let v: serde_json::Value = serde_json::to_value(&d).unwrap();
        for k in ["severity", "rule", "section", "message", "function", "global", "instruction", "file", "line", "hint"]
        {
            assert!(v.get(k).is_some(), "missing {k} in {v}");
        }
        assert_eq!(v["severity"], "error");
        assert_eq!(v["line"], serde_json::Value::Null);
        assert_eq!(v["rule"], "dll-storage-class");
        assert_eq!(v["section"], "3.1");
        let none = serde_json::to_value(Diagnostic::error("m").rule(Rule::NvvmIntrinsicMode)).unwrap();
        assert_eq!((none["rule"].as_str(), none["section"].is_null()), (Some("nvvm-intrinsic-mode"), true));
    }
}
