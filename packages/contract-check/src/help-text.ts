import { DEFAULT_MAX_RECORD_BYTES } from './byte-budget';
import { DEFAULT_MAX_TIME_MS, DEFAULT_TIMEOUT_MS } from './check-routes';
import { DEFAULT_VARYING_FIELDS } from './field-rules';
import { DEFAULT_BUDGET, DEFAULT_MAX_RESPONSE_MS } from './generate/run-generated';
import { DEFAULT_MAX_FIELD_CHARS } from './record/field-size';
import { MAX_REDIRECTS } from './record/picture-request';
import { PASSWORD_ENV, TOKEN_ENV } from './secret-env';

export const HELP_TEXT = `Usage: pnpm contract:check --base-url URL [options]
       pnpm contract:check --compare BEFORE AFTER [--json]   (each a data set folder or a URL)

Calls every read route (GET) of the site's contract (packages/contract) on URL and reports where the
answers differ from it: undeclared statuses, non-JSON bodies, missing or extra fields (objects are
read as if strict, all the way down), wrong types, enum and literal values outside the contract, and
formats. Ids and slugs for the routes with parameters come from the server's own lists; a route
whose parameters no answer provides is reported as "skipped (no sample)".

Options
  --base-url URL      The server to check (http or https). Only this origin is ever called (and
                      the pictures' origins --images-from adds): redirects are reported, never
                      followed; answers never choose a URL outside those origins.
  --email EMAIL       Sign in through POST /auth/login and also check the signed-in reads
  --password PASS     (profile, favorites, has-payment, my enrollments…). The password may come
                      from ${PASSWORD_ENV} instead.
  --token TOKEN       Use this bearer token instead of signing in (or ${TOKEN_ENV}).
  --user-id ID        The token's user id, for routes that take one (default: the "sub" of a
                      JWT-shaped token).
  --allow-writes      FOR A SANDBOX ONLY, NEVER PRODUCTION. Also run the flows that write, each
                      answer checked and each read-back compared with the write before it:
                      sign-up (twice: the second refused) -> verification code (from the
                      mock's outbox) -> sign-in, with no sign-in needed; and, signed in, a comment round and a favorite round (both
                      undone by the same run) and enrol -> pay on site -> my courses.
                      Creates things that stay: an account per run, and signed in an enrolment
                      and a payment per run (the contract has no call to undo them).
                      Without this flag no call other than GET is ever made (the pagination walk
                      of the paged lists included), except the one POST /auth/login that
                      --email/--password ask for (--token avoids it).
  --ignore PATTERN    Drop every finding at or below PATTERN (repeatable). See "Patterns".
  --json              Print the report as JSON (shape in the package README) instead of a table.
  --junit FILE        Also write the report as JUnit XML, for CI dashboards: a test case per call,
                      a drift a failure, with the payload received and a curl command to reproduce.
  --html FILE         Also write the report as one self-contained HTML page.
  --timeout-ms N      Limit per call, in milliseconds (default ${DEFAULT_TIMEOUT_MS}).
  --max-time-ms N     Limit for the whole run, a recording's pictures included (default
                      ${DEFAULT_MAX_TIME_MS}); what comes after it is skipped.
  -h, --help          Print this help.

Generated calls (--generate)
  --generate          Also send calls drawn from the contract's schemas, route by route: valid ones
                      (ids and slugs taken from the server's own lists first) and invalid ones (a
                      field of another type, a required field or the whole body left out, a value
                      past a bound, a malformed e-mail or date, a value outside an enum); an unknown
                      id per path parameter; and on each signed-in route a call without the token
                      and one with a forged token. GET only, unless --allow-writes is given too.
                      Findings: a 5xx, an undeclared status, a body not as declared, an error body
                      not in the one error shape, an invalid call not refused with a 4xx, an unknown
                      id not answered 404, a signed-in route answering without a valid token, an
                      answer slower than --max-response-ms. A failing call is shrunk to the smallest
                      that still fails (fewer fields, shorter texts, smaller numbers).
  --seed N            Draw the same calls again (default: a random seed, printed in the report).
                      A negative seed is written --seed=-N.
  --budget N          Calls at most, shrinking included (default ${DEFAULT_BUDGET}), shared fairly
                      between the routes; --max-time-ms still bounds the whole run.
  --max-response-ms N An answer slower than this is a finding (default ${DEFAULT_MAX_RESPONSE_MS}).
  --failures FILE     Write each failing call (shrunk, without the run's password or token), its
                      findings and the seed to FILE, as JSON.
  --replay FILE       Send the calls of a --failures file again, and only those: each is "fixed"
                      or "still failing" (exit 1 while any still fails). Give the same sign-in and
                      --allow-writes as the run that saved them.

Recording the backend into a data set
  --record DIR        Also read the whole public catalogue (each course, its comments), and the
                      blog (each article), and write what passes the contract into DIR as a data
                      set folder the mock starts on (MOCK_DATA_SET=DIR). Reads only. What fails
                      the contract is left out and named, on stderr and in manifest.json. No token
                      or password is written; the people comments name get made-up names, no
                      e-mail, phone or photo of theirs. The seed's accounts are added when the
                      mock loads the folder, so QA signs in as usual. Signed in (--email), also
                      the learner's profile, courses and favorites: on the mock, that learner is
                      learner@recording.invalid, with the seed's password.
  --keep-personal-data
                      With --record: keep the names and photos of the people comments name, and
                      the signed-in learner's phone, address, employer, birth date and the e-mail
                      of their enrollments (their account stays learner@recording.invalid).
  --with-images       With --record: fetch the pictures of the courses, instructors and articles
                      into the folder (images.json; JPEG, PNG or WebP up to 5 MB, without the
                      token); the mock serves them. Without it, rows keep the backend's addresses.
                      Pictures come only from the base URL's origin and those --images-from adds;
                      a redirect is followed only to those, ${MAX_REDIRECTS} at most. A loopback, private or
                      link-local address (127/8, 10/8, 172.16/12, 192.168/16, 100.64/10, 169.254/16,
                      ::1, fc00::/7, fe80::/10, localhost, an IPv4 one written as IPv6), written so
                      or resolved so when the connection is made, is never called unless the base
                      URL is written as one. A refused picture is left out with the reason only; no
                      row keeps an address on such a host outside those origins.
  --images-from ORIGIN
                      With --with-images: also take pictures from ORIGIN (http[s]://host[:port]);
                      repeatable, or comma-separated.
  --max-record-bytes N
                      With --record: bytes read from the backend at most, answers and pictures
                      together (default ${DEFAULT_MAX_RECORD_BYTES}, 64 MiB). Reading stops there: nothing is
                      written and the exit code is 2.
  --max-field-chars N With --record: an answer with a text longer than N characters is left out,
                      named with its field (default ${DEFAULT_MAX_FIELD_CHARS}).
  --server-clock      With --record: date the folder by the server's clock even when it is more
                      than a day from this machine's (a mock frozen on purpose). Without it, such a
                      clock is set aside for this machine's, with a warning naming both.

Comparing two data sets
  --compare BEFORE AFTER
                      Compare two data sets, each a folder (the mock's GET /__mock/export written
                      out, or a --record) or a server's URL, recorded on the spot (anonymous),
                      and list what changed, by file and by each row's own key (a course's slug, an
                      account's e-mail, a code): rows added, removed, and each field changed. Ids,
                      times and password hashes are set aside; a foreign id is read as what it
                      names (a comment's course by its slug). Exit 0 when nothing changed, 1 when
                      something did, 2 when a folder is not a data set. --json prints the changes.

Fields compared by type only
  A field whose name matches ${DEFAULT_VARYING_FIELDS.join(', ')}
  must have the contract's type (and, for an enum or a literal, one of its values), but its format,
  length, range, pattern and other refinements are not checked: timestamps, tokens and ids differ
  from one server and one moment to the next. A wrong type, a missing or an extra field is reported,
  and so is a date, time or date-time not written as ISO 8601 (19/10/2026).

Patterns (--ignore)
  $.token             anchored at the body's root: the top-level field "token"
  $[*].createdAt      "createdAt" of every item of a top-level array
  *.createdAt         "createdAt" one level or more below the root
  createdAt, *At      a field name (with * wildcards) at any depth
  sessionDates[0]     a path fragment at any depth; [n] an index, [*] any index, * any key
  A pattern covers the path it names and everything below it; matching is case-sensitive.

Exit codes
  0  no drift
  1  drift, or a check that could not be made (a call timed out or failed, the sign-in was refused,
     --max-time-ms ran out)
  2  the server could not be reached (connection refused, DNS failure, the first call timed out),
     the arguments are wrong, a report file (--junit, --html) could not be written, or a
     recording could not be made or written (--max-record-bytes passed, nothing answered)
`;
