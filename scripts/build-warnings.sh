# The image build's warnings that are not a loss, and the filter that lets only those through
# (sourced by scripts/docker-smoke.sh; scripts/build-warnings.check.sh tries it on a sample log).
# Warnings of buildah (level=warning, WARN[…]) and of the commands it ran (npm warn, warning:) are
# picked out of the log; each pattern below (an extended regular expression matched against the
# end of a line, from a word's start) lets one known notice through, with its reason. Anything else is printed, and the
# smoke test fails on it: a warning is how a loss shows (a dropped HEALTHCHECK, a script not run).
known_warnings=(
  # npm ci: notices of deprecated packages deep in the dependency tree, not ours to change.
  'npm warn deprecated .*'
  # npm 11: the notice that dependencies have install scripts the package's allowScripts does not
  # list yet. Such scripts still run (only a package allowScripts denies is skipped, and npm words
  # that differently), so nothing is lost. The notice is one log entry of several lines, each with
  # the prefix: the count, one line per package with its scripts, an empty line, the advice.
  'npm warn install-scripts [0-9]+ packages? (has|have) install scripts not yet covered by allowScripts:'
  'npm warn install-scripts   [^ ]+ \((preinstall|install|postinstall|prepare): .*\)'
  'npm warn install-scripts ?'
  'npm warn install-scripts Run `npm install-scripts ls` to review, or `npm install-scripts approve <pkg>` to allow\.'
)

# Prints the warnings of the build log $1 that no known_warnings pattern covers (nothing when all are known).
unknown_build_warnings() {
  local warnings known
  warnings=$(grep -aiE 'level=warn|^WARN\[|npm warn|(^|[^a-z])warning:' "$1" | tr -d '\r' || true)
  for known in "${known_warnings[@]}"; do
    # Whole lines, after whatever a tool put before the notice (a space, a step's prefix).
    warnings=$(grep -vxE -- "(.*[^a-z])?($known)" <<<"$warnings" || true)
  done
  printf '%s' "$warnings"
}
