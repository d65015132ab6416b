// The sweep's SQLite database: migrations, meta facts, items written one transaction each.
#include "sweep_db.h"

#include <sqlite3.h>

namespace tlacore::scoring {

namespace {

// Each entry takes the schema from version i to i+1; never edit a released
// step, append a new one.
const std::vector<std::string> &migrations() {
  static const std::vector<std::string> steps{
      // 0 -> 1: the items and the sweep's facts.
      "CREATE TABLE sweep(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
      "CREATE TABLE items("
      "  id TEXT PRIMARY KEY, seq INTEGER NOT NULL, name TEXT NOT NULL, task TEXT, grp TEXT, kind TEXT,"
      "  model TEXT, cfg TEXT, metrics TEXT, entry TEXT NOT NULL,"
      "  status TEXT NOT NULL, detail TEXT, exit_code INTEGER, signal TEXT,"
      "  syntax REAL, runtime REAL, conformance REAL, invariants REAL,"
      "  result TEXT, stderr TEXT, wall_seconds REAL, cpu_seconds REAL, max_rss_kb INTEGER, finished_at TEXT);",
      // 1 -> 2: the invariant score that keeps unknown apart; indexes for reports.
      "ALTER TABLE items ADD COLUMN invariants_unknown_apart REAL;"
      "CREATE INDEX items_seq ON items(seq);"
      "CREATE INDEX items_status ON items(status);",
  };
  return steps;
}

class Statement {
public:
  Statement(sqlite3 *db, const std::string &sql) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt_, nullptr) != SQLITE_OK)
      throw DbError(std::string("sqlite: ") + sqlite3_errmsg(db) + " in: " + sql);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement &) = delete;
  Statement &operator=(const Statement &) = delete;
  void text(int i, const std::string &s) { sqlite3_bind_text(stmt_, i, s.c_str(), -1, SQLITE_TRANSIENT); }
  void textOrNull(int i, const std::string &s) {
    if (s.empty())
      sqlite3_bind_null(stmt_, i);
    else
      text(i, s);
  }
  void real(int i, std::optional<double> v) {
    if (v)
      sqlite3_bind_double(stmt_, i, *v);
    else
      sqlite3_bind_null(stmt_, i);
  }
  void integer(int i, std::optional<int64_t> v) {
    if (v)
      sqlite3_bind_int64(stmt_, i, *v);
    else
      sqlite3_bind_null(stmt_, i);
  }
  bool step() {
    int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW)
      return true;
    if (rc == SQLITE_DONE)
      return false;
    throw DbError(std::string("sqlite: ") + sqlite3_errmsg(sqlite3_db_handle(stmt_)));
  }
  std::string col(int i) {
    const unsigned char *t = sqlite3_column_text(stmt_, i);
    return t ? reinterpret_cast<const char *>(t) : "";
  }
  std::optional<double> colReal(int i) {
    if (sqlite3_column_type(stmt_, i) == SQLITE_NULL)
      return std::nullopt;
    return sqlite3_column_double(stmt_, i);
  }
  std::optional<int64_t> colInt(int i) {
    if (sqlite3_column_type(stmt_, i) == SQLITE_NULL)
      return std::nullopt;
    return sqlite3_column_int64(stmt_, i);
  }

private:
  sqlite3_stmt *stmt_ = nullptr;
};

} // namespace

int sweepSchemaVersion() { return static_cast<int>(migrations().size()); }

SweepDb::SweepDb(const std::filesystem::path &path) : path_(path.string()) {
  if (sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK) {
    std::string msg = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw DbError(path_ + ": cannot open: " + msg);
  }
  sqlite3_busy_timeout(db_, 10000);
  try {
    exec("PRAGMA journal_mode=WAL;");
    // WAL with NORMAL loses nothing when the process is killed (only on a
    // power loss), and saves an fsync per item.
    exec("PRAGMA synchronous=NORMAL;");
    migrate();
  } catch (...) {
    sqlite3_close(db_);
    db_ = nullptr;
    throw;
  }
}

SweepDb::~SweepDb() {
  if (db_)
    sqlite3_close(db_);
}

void SweepDb::exec(const std::string &sql) {
  char *err = nullptr;
  if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    std::string msg = err ? err : "unknown error";
    sqlite3_free(err);
    throw DbError(path_ + ": " + msg);
  }
}

int SweepDb::schemaVersion() {
  Statement has(db_, "SELECT count(*) FROM sqlite_master WHERE type='table' AND name='schema_version'");
  has.step();
  if (has.colInt(0).value_or(0) == 0)
    return 0;
  Statement st(db_, "SELECT version FROM schema_version");
  return st.step() ? static_cast<int>(st.colInt(0).value_or(0)) : 0;
}

void SweepDb::migrate() {
  exec("BEGIN IMMEDIATE;");
  try {
    exec("CREATE TABLE IF NOT EXISTS schema_version(version INTEGER NOT NULL);");
    int version = schemaVersion();
    {
      Statement count(db_, "SELECT count(*) FROM schema_version");
      count.step();
      if (count.colInt(0).value_or(0) == 0)
        exec("INSERT INTO schema_version VALUES(0);");
    }
    if (version > sweepSchemaVersion())
      throw DbError(path_ + ": schema version " + std::to_string(version) +
                    " is newer than this tlacore knows (" + std::to_string(sweepSchemaVersion()) + ")");
    for (int v = version; v < sweepSchemaVersion(); ++v) {
      exec(migrations()[static_cast<size_t>(v)]);
      exec("UPDATE schema_version SET version=" + std::to_string(v + 1) + ";");
    }
    exec("COMMIT;");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK;", nullptr, nullptr, nullptr);
    throw;
  }
}

std::optional<std::string> SweepDb::meta(const std::string &key) {
  Statement st(db_, "SELECT value FROM sweep WHERE key=?");
  st.text(1, key);
  if (st.step())
    return st.col(0);
  return std::nullopt;
}

void SweepDb::setMeta(const std::string &key, const std::string &value) {
  Statement st(db_, "INSERT INTO sweep(key,value) VALUES(?,?) ON CONFLICT(key) DO UPDATE SET value=excluded.value");
  st.text(1, key);
  st.text(2, value);
  st.step();
}

std::set<std::string> SweepDb::finishedIds() {
  std::set<std::string> ids;
  Statement st(db_, "SELECT id FROM items");
  while (st.step())
    ids.insert(st.col(0));
  return ids;
}

int SweepDb::forget(const std::vector<std::string> &statuses) {
  int removed = 0;
  exec("BEGIN IMMEDIATE;");
  try {
    for (const std::string &status : statuses) {
      Statement st(db_, status == "environment"
                            ? "DELETE FROM items WHERE status='error' AND exit_code IN (126,127)"
                            : "DELETE FROM items WHERE status=?");
      if (status != "environment")
        st.text(1, status);
      st.step();
      removed += sqlite3_changes(db_);
    }
    exec("COMMIT;");
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK;", nullptr, nullptr, nullptr);
    throw;
  }
  return removed;
}

bool SweepDb::insert(const ItemResult &r) {
  exec("BEGIN IMMEDIATE;");
  try {
    Statement st(db_,
                 "INSERT INTO items(id,seq,name,task,grp,kind,model,cfg,metrics,entry,status,detail,exit_code,signal,"
                 "syntax,runtime,conformance,invariants,invariants_unknown_apart,result,stderr,wall_seconds,"
                 "cpu_seconds,max_rss_kb,finished_at) VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) "
                 "ON CONFLICT(id) DO NOTHING");
    st.text(1, r.id);
    st.integer(2, r.seq);
    st.text(3, r.name);
    st.textOrNull(4, r.task);
    st.textOrNull(5, r.group);
    st.text(6, r.kind);
    st.text(7, r.model);
    st.textOrNull(8, r.cfg);
    st.text(9, r.metrics);
    st.text(10, r.entry);
    st.text(11, r.status);
    st.textOrNull(12, r.detail);
    st.integer(13, r.exitCode ? std::optional<int64_t>(*r.exitCode) : std::nullopt);
    st.textOrNull(14, r.signal);
    st.real(15, r.syntax);
    st.real(16, r.runtime);
    st.real(17, r.conformance);
    st.real(18, r.invariants);
    st.real(19, r.invariantsUnknownApart);
    st.textOrNull(20, r.result);
    st.textOrNull(21, r.stderrTail);
    st.real(22, r.wallSeconds);
    st.real(23, r.cpuSeconds);
    st.integer(24, r.maxRssKb);
    st.text(25, r.finishedAt);
    st.step();
    bool inserted = sqlite3_changes(db_) > 0;
    exec("COMMIT;");
    return inserted;
  } catch (...) {
    sqlite3_exec(db_, "ROLLBACK;", nullptr, nullptr, nullptr);
    throw;
  }
}

std::vector<ItemResult> SweepDb::items() {
  std::vector<ItemResult> out;
  Statement st(db_, "SELECT id,seq,name,task,grp,kind,model,cfg,metrics,entry,status,detail,exit_code,signal,"
                    "syntax,runtime,conformance,invariants,invariants_unknown_apart,result,stderr,wall_seconds,"
                    "cpu_seconds,max_rss_kb,finished_at FROM items ORDER BY seq, id");
  while (st.step()) {
    ItemResult r;
    r.id = st.col(0);
    r.seq = st.colInt(1).value_or(0);
    r.name = st.col(2);
    r.task = st.col(3);
    r.group = st.col(4);
    r.kind = st.col(5);
    r.model = st.col(6);
    r.cfg = st.col(7);
    r.metrics = st.col(8);
    r.entry = st.col(9);
    r.status = st.col(10);
    r.detail = st.col(11);
    if (auto code = st.colInt(12))
      r.exitCode = static_cast<int>(*code);
    r.signal = st.col(13);
    r.syntax = st.colReal(14);
    r.runtime = st.colReal(15);
    r.conformance = st.colReal(16);
    r.invariants = st.colReal(17);
    r.invariantsUnknownApart = st.colReal(18);
    r.result = st.col(19);
    r.stderrTail = st.col(20);
    r.wallSeconds = st.colReal(21).value_or(0);
    r.cpuSeconds = st.colReal(22).value_or(0);
    r.maxRssKb = st.colInt(23).value_or(0);
    r.finishedAt = st.col(24);
    out.push_back(std::move(r));
  }
  return out;
}

} // namespace tlacore::scoring
